import { VACANCY } from '#shared/entities/vacancy.ts';
import { ROUTES } from '#shared/routes.ts';
import { resourceOf } from '../resources/resource.ts';

export const staffResource = resourceOf(VACANCY, {
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
  describe: (staff) => ({
    title: staff.staffTittle || staff.titulliStaf || `Vacancy ${staff.staffId}`,
    subtitle: staff.titulliStaf,
  }),
  publicPath: (staff) => ROUTES.jobDetails(staff.staffId),
});
