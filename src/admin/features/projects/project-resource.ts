import { resourceOf } from '#admin/resources/resource.ts';
import { PROJECT_TYPES } from '#shared/domain-values.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { projectTypeLabel } from '#shared/i18n/type-labels.ts';
import { ROUTES } from '#shared/routes.ts';
import { SEARCH_ROW } from '../search-preview/search-row.ts';

const box = (name: string) => ({ name, kind: 'text' as const });

export const projectResource = resourceOf(PROJECT, {
  rows: [
    {
      label: { en: 'Project type', sq: 'Lloji i projektit' },
      field: {
        name: 'projectType',
        kind: 'select',
        // The site's words for each type; the values stay the contract's English.
        options: PROJECT_TYPES.map((type) => ({
          value: type,
          label: { en: projectTypeLabel(type, 'en'), sq: projectTypeLabel(type, 'sq') },
        })),
      },
      hint: {
        en: 'A Hotel counts rooms instead of apartments.',
        sq: 'Një hotel numëron dhoma në vend të apartamenteve.',
      },
    },
    {
      label: { en: 'Title', sq: 'Titulli' },
      text: 'title',
      kind: 'text',
    },
    {
      label: { en: 'Address', sq: 'Adresa' },
      text: 'address',
      kind: 'text',
    },
    {
      label: { en: 'Description', sq: 'Përshkrimi' },
      text: 'description',
      kind: 'textarea',
      hint: { en: 'A blank line starts a new paragraph.', sq: 'Një rresht bosh fillon një paragraf të ri.' },
    },
    {
      label: { en: 'Specifications', sq: 'Specifikimet' },
      group: [
        { label: { en: 'Year', sq: 'Viti' }, field: box('boxOne') },
        { label: { en: 'Building area', sq: 'Sipërfaqja e ndërtimit' }, field: box('boxTwo') },
        { label: { en: 'Scale', sq: 'Shkalla' }, field: box('boxThree') },
        { label: { en: 'Floors', sq: 'Katet' }, field: box('boxFour') },
        {
          label: { en: 'Apartments (rooms for a Hotel)', sq: 'Apartamente (dhoma për një hotel)' },
          field: box('boxFive'),
        },
        { label: { en: 'Service units', sq: 'Njësi shërbimi' }, field: box('boxSix') },
        { label: { en: 'Car posts', sq: 'Vende parkimi' }, field: box('boxSeven') },
      ],
    },
    {
      label: { en: 'Note', sq: 'Shënimi' },
      en: box('boxEight'),
      sq: box('shenimiProjekti'),
      hint: {
        en: 'A short line under the specifications, such as “Delivered”.',
        sq: 'Një rresht i shkurtër nën specifikimet, si “Dorëzuar”.',
      },
    },
    SEARCH_ROW,
  ],
  card: (project, language) => ({
    subtitle: [projectTypeLabel(project.projectType, language), textsOf(PROJECT, project, language).address]
      .filter(Boolean)
      .join(' · '),
    image: project.projectImageUrl,
    imageSet: project.imageSets.projectImageUrl,
  }),
  publicPath: (project) => ROUTES.project(project.projectId),
});
