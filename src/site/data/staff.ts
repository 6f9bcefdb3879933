import { z } from 'zod';
import { TAGS } from '#shared/publish-tags.ts';
import { StaffListItemSchema, StaffSchema } from '#shared/schemas/staff.ts';
import { readApi, readApiList } from './api.ts';

const VacancyListSchema = z.array(StaffListItemSchema);

export const loadVacancyIds = async () =>
  (await readApiList('/staff/get/mini', VacancyListSchema, [TAGS.pageSet])).map((vacancy) => vacancy.staffId);

export const loadVacancy = (staffId: number) => readApi(`/staff/get/single/staff/${staffId}`, StaffSchema, [TAGS.staff(staffId)]);
