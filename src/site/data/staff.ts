import { z } from 'zod';
import { StaffListItemSchema, StaffSchema } from '#shared/schemas/staff.ts';
import { readApi, readApiList } from './api.ts';

/** Job vacancies, newest first. */
export const loadVacancies = () => readApiList('/staff/get/mini', z.array(StaffListItemSchema));

export const loadVacancy = (staffId: number) => readApi(`/staff/get/single/staff/${staffId}`, StaffSchema);
