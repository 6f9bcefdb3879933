import { PROJECT_TYPES } from '#shared/domain-values.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { ROUTES } from '#shared/routes.ts';
import { resourceOf } from '../resources/resource.ts';

const box = (name: string) => ({ name, kind: 'text' as const });

export const projectResource = resourceOf(PROJECT, {
  rows: [
    {
      label: 'Project type',
      field: {
        name: 'projectType',
        kind: 'select',
        options: PROJECT_TYPES.map((type) => ({ value: type, label: type })),
      },
      hint: 'A Hotel counts rooms instead of apartments.',
    },
    { label: 'Title', en: { name: 'projectTitle', kind: 'text' }, sq: { name: 'titulliProjekti', kind: 'text' } },
    { label: 'Address', en: { name: 'projectAddress', kind: 'text' }, sq: { name: 'adresaProjekti', kind: 'text' } },
    {
      label: 'Description',
      en: { name: 'projectDescription', kind: 'textarea' },
      sq: { name: 'pershkrimiProjekti', kind: 'textarea' },
      hint: 'A blank line starts a new paragraph.',
    },
    {
      label: 'Specifications',
      group: [
        { label: 'Year', field: box('boxOne') },
        { label: 'Building area', field: box('boxTwo') },
        { label: 'Scale', field: box('boxThree') },
        { label: 'Floors', field: box('boxFour') },
        { label: 'Apartments (rooms for a Hotel)', field: box('boxFive') },
        { label: 'Service units', field: box('boxSix') },
        { label: 'Car posts', field: box('boxSeven') },
      ],
    },
    {
      label: 'Note',
      en: box('boxEight'),
      sq: box('shenimiProjekti'),
      hint: 'A short line under the specifications, such as “Delivered”.',
    },
  ],
  describe: (project) => ({
    title: project.projectTitle || project.titulliProjekti || `Project ${project.projectId}`,
    subtitle: [project.projectType, project.projectAddress].filter(Boolean).join(' · '),
    image: project.projectImageUrl,
    imageSet: project.imageSets.projectImageUrl,
  }),
  publicPath: (project) => ROUTES.project(project.projectId),
});
