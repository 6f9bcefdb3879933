import { z } from 'zod';
import { descriptionField, NeighboursSchema, PublicationSchema, titleField } from '../schemas/common.ts';
import { defineEntity } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';
import { SEARCH_AND_SHARING } from './search-and-sharing.ts';

const IMAGE_SCHEMAS = imageSchemasOf(SEARCH_AND_SHARING.files);

/** A job vacancy. `staffDescriptionTwo` and `pershkrimiStafDy` are the texts shown publicly. */
const VacancyTextsSchema = z.object({
  staffTittle: titleField(),
  titulliStaf: titleField(),
  staffDescriptionOne: descriptionField(),
  pershkrimiStafNje: descriptionField(),
  staffDescriptionTwo: descriptionField(),
  pershkrimiStafDy: descriptionField(),
});

export const VacancyInputSchema = VacancyTextsSchema.extend({ ...SEARCH_AND_SHARING.input, ...IMAGE_SCHEMAS.input });
export type VacancyInput = z.infer<typeof VacancyInputSchema>;

/** In lists, the contract's fields alone: what search engines and shared links see is its page's. */
export const VacancyListItemSchema = VacancyTextsSchema.extend({
  staffId: z.number().int(),
  ...PublicationSchema.shape,
});
export type VacancyListItem = z.infer<typeof VacancyListItemSchema>;

export const VacancySchema = VacancyListItemSchema.extend({
  ...SEARCH_AND_SHARING.input,
  ...SEARCH_AND_SHARING.item,
  ...IMAGE_SCHEMAS.item,
  imageSets: z.object(SEARCH_AND_SHARING.imageSets),
  ...NeighboursSchema.shape,
});
export type Vacancy = z.infer<typeof VacancySchema>;

/**
 * A job vacancy of the career pages. The contract calls it a staff post: its API paths (`/staff/…`), its
 * fields (`staffTittle`) and the admin's routes (`liststaff`) keep that name.
 */
export const VACANCY = defineEntity({
  kind: 'vacancy',
  noun: { one: 'Job vacancy', many: 'Job vacancies' },
  table: 'staff',
  idField: 'staffId',
  order: 'desc',
  schemas: { input: VacancyInputSchema, item: VacancyListItemSchema, single: VacancySchema },
  files: SEARCH_AND_SHARING.files,
  shownWith: ['title'],
  drafts: true,
  texts: {
    title: { en: 'staffTittle', sq: 'titulliStaf' },
    /** The admin's internal note; not shown publicly. */
    note: { en: 'staffDescriptionOne', sq: 'pershkrimiStafNje' },
    description: { en: 'staffDescriptionTwo', sq: 'pershkrimiStafDy' },
    ...SEARCH_AND_SHARING.texts,
  },
  internalTexts: ['note'],
  api: {
    save: '/staff/save',
    update: '/staff/update/:id',
    remove: '/staff/delete/:id',
    single: '/staff/get/single/staff/:id',
    singleAccess: 'public',
    lists: [{ path: '/staff/get/mini', access: 'public' }],
    ids: '/staff/get/ids',
    page: '/staff/get/page',
    publication: '/staff/publication/:id',
  },
  listing: { title: 'title', columns: [], filters: [] },
  pages: { path: '/jobdetails/:id', sitemapChunkIds: 250 },
  admin: {
    dashboard: { label: 'Staff', about: 'Job vacancies of the career pages.' },
    sq: {
      dashboard: { label: 'Vendet e punës', about: 'Vendet e lira të punës në faqet e karrierës.' },
      one: 'Vendi i punës',
      many: 'Vendet e punës',
      lower: 'vend pune',
      of: 'vendit të punës',
      some: 'vende pune',
    },
    screens: { list: 'liststaff', add: 'addstaff', view: 'viewstaff', edit: 'editstaff' },
    viewParam: 'staffId',
  },
});
