import { TAGS } from '#shared/publish-tags.ts';
import { StaffSchema } from '#shared/entities/vacancy.ts';
import { readApi } from './api.ts';

export const loadVacancy = (staffId: number) => readApi(`/staff/get/single/staff/${staffId}`, StaffSchema, [TAGS.staff(staffId)]);
