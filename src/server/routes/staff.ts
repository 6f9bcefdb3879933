import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { StaffInputSchema, StaffListItemSchema, StaffSchema } from '#shared/entities/vacancy.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function staffRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, {
    label: 'Job vacancy',
    tag: 'Staff',
    table: 'staff',
    idColumn: 'staffId',
    order: 'desc',
    input: StaffInputSchema,
    item: StaffListItemSchema,
    single: StaffSchema,
    files: {},
    publish: {
      kind: 'staff',
      tags: (id) => [TAGS.staff(id), feedChunkTag('vacancies', id)],
      lists: [TAGS.staffList],
      neighbour: TAGS.staff,
    },
    urls: {
      save: '/staff/save',
      update: '/staff/update/:id',
      delete: '/staff/delete/:id',
      single: '/staff/get/single/staff/:id',
      singleAccess: 'public',
      ids: '/staff/get/ids',
      lists: [{ url: '/staff/get/mini', access: 'public' }],
    },
  });
}
