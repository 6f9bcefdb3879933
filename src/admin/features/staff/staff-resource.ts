import { z } from 'zod';
import { ROUTES } from '#shared/routes.ts';
import { StaffInputSchema, type StaffListItem, StaffListItemSchema, StaffSchema } from '#shared/entities/vacancy.ts';
import { ADMIN_PATHS } from '../../routes.ts';
import type { ResourceConfig } from '../resources/resource.ts';

/** Staff posts are the job vacancies of the career pages. */
export const staffResource: ResourceConfig<StaffListItem> = {
  key: 'staff',
  one: 'Job vacancy',
  many: 'Job vacancies',
  lower: 'job vacancy',
  idField: 'staffId',
  paths: ADMIN_PATHS.staff,
  api: {
    list: '/staff/get/mini',
    single: (id) => `/staff/get/single/staff/${id}`,
    save: '/staff/save',
    update: (id) => `/staff/update/${id}`,
    remove: (id) => `/staff/delete/${id}`,
  },
  listSchema: z.array(StaffListItemSchema),
  singleSchema: StaffSchema,
  inputSchema: StaffInputSchema,
  rows: [
    { label: 'Job title', en: { name: 'staffTittle', kind: 'text' }, sq: { name: 'titulliStaf', kind: 'text' } },
    {
      label: 'Internal note',
      en: { name: 'staffDescriptionOne', kind: 'textarea' },
      sq: { name: 'pershkrimiStafNje', kind: 'textarea' },
      hint: 'Not shown on the site.',
    },
    {
      label: 'Description',
      en: { name: 'staffDescriptionTwo', kind: 'textarea' },
      sq: { name: 'pershkrimiStafDy', kind: 'textarea' },
      hint: 'Shown on the site; each line is a paragraph.',
    },
  ],
  files: [],
  describe: (staff) => ({
    title: staff.staffTittle || staff.titulliStaf || `Vacancy ${staff.staffId}`,
    subtitle: staff.titulliStaf,
  }),
  publicPath: (staff) => ROUTES.jobDetails(staff.staffId),
};
