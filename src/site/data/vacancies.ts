import { VACANCY, VacancySchema } from '#shared/entities/vacancy.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { readShownItem } from './api.ts';

export const loadVacancy = (staffId: number) => readShownItem(VACANCY, staffId, VacancySchema, [TAGS.vacancy(staffId)]);
