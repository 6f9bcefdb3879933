import { z } from 'zod';
import { MAX_ADDRESS_CHARS, MAX_IMAGE_BYTES, MAX_SPEC_BOX_CHARS } from '../constants.ts';
import { PROJECT_TYPES } from '../domain-values.ts';
import {
  descriptionField,
  FileUrlSchema,
  ImageSetSchema,
  NeighboursSchema,
  PublicationSchema,
  textField,
  titleField,
} from '../schemas/common.ts';
import { ADMIN_ORDER, defineEntity } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';
import { SEARCH_AND_SHARING } from './search-and-sharing.ts';

export const ProjectTypeSchema = z.enum(PROJECT_TYPES);

const specBox = () => textField(MAX_SPEC_BOX_CHARS);

const PROJECT_FILES = {
  projectImageUrl: {
    kind: 'media',
    maxBytes: MAX_IMAGE_BYTES,
    label: 'Project image',
    sq: { label: 'Fotografia e projektit' },
  },
  ...SEARCH_AND_SHARING.files,
} as const;
const IMAGE_SCHEMAS = imageSchemasOf(PROJECT_FILES);

/** What an admin writes: the text fields of a project (the image travels as a file). */
export const ProjectInputSchema = z.object({
  projectType: ProjectTypeSchema.default('Residential'),
  projectTitle: titleField(),
  titulliProjekti: titleField(),
  projectAddress: textField(MAX_ADDRESS_CHARS),
  adresaProjekti: textField(MAX_ADDRESS_CHARS),
  projectDescription: descriptionField(),
  pershkrimiProjekti: descriptionField(),
  /** Year, as typed ("2024"). */
  boxOne: specBox(),
  /** Building area ("12,500 m²"). */
  boxTwo: specBox(),
  /** Scale. */
  boxThree: specBox(),
  /** Floors. */
  boxFour: specBox(),
  /** Apartments, or rooms for a Hotel. */
  boxFive: specBox(),
  /** Service units. */
  boxSix: specBox(),
  /** Car posts. */
  boxSeven: specBox(),
  /** Extra note, in English ("Delivered"). */
  boxEight: specBox(),
  /** The extra note in Albanian ("Dorëzuar"), beyond docs/product.md#entities-and-their-fields: every other text has its Albanian field. */
  shenimiProjekti: specBox(),
  ...SEARCH_AND_SHARING.input,
  ...IMAGE_SCHEMAS.input,
});
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

export const ProjectListItemSchema = ProjectInputSchema.extend({
  projectId: z.number().int(),
  projectType: ProjectTypeSchema,
  projectImageUrl: FileUrlSchema,
  ...SEARCH_AND_SHARING.item,
  ...IMAGE_SCHEMAS.item,
  imageSets: z.object({ projectImageUrl: ImageSetSchema.nullable(), ...SEARCH_AND_SHARING.imageSets }),
  ...PublicationSchema.shape,
});
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

export const ProjectSchema = ProjectListItemSchema.extend(NeighboursSchema.shape);
export type Project = z.infer<typeof ProjectSchema>;

/** A project: a page with its gallery, specifications and neighbours, in the menus, the selector and the company page. */
export const PROJECT = defineEntity({
  kind: 'project',
  noun: { one: 'Project', many: 'Projects' },
  table: 'projects',
  idField: 'projectId',
  order: 'asc',
  orderBy: ADMIN_ORDER,
  schemas: { input: ProjectInputSchema, item: ProjectListItemSchema, single: ProjectSchema },
  files: PROJECT_FILES,
  shownWith: ['title'],
  drafts: true,
  texts: {
    title: { en: 'projectTitle', sq: 'titulliProjekti' },
    address: { en: 'projectAddress', sq: 'adresaProjekti' },
    description: { en: 'projectDescription', sq: 'pershkrimiProjekti' },
    note: { en: 'boxEight', sq: 'shenimiProjekti' },
    ...SEARCH_AND_SHARING.texts,
  },
  api: {
    save: '/projects/save',
    update: '/projects/update/:id',
    remove: '/projects/delete/:id',
    single: '/projects/get/single/project/:id',
    singleAccess: 'public',
    order: '/projects/order',
    lists: [
      { path: '/projects/get/mini', access: 'editor' },
      { path: '/projects/get/all', access: 'public' },
      { path: '/projects/get/all/random', access: 'public', random: true },
    ],
    ids: '/projects/get/ids',
    page: '/projects/get/page',
    publication: '/projects/publication/:id',
  },
  listing: { title: 'title', columns: ['projectType'], filters: ['projectType'] },
  pages: { path: '/vilalproject/:id', sitemapChunkIds: 250 },
  admin: {
    dashboard: { label: 'Projects', about: 'Projects with their specifications and main image.' },
    sq: {
      dashboard: { label: 'Projektet', about: 'Projektet me specifikimet dhe fotografinë kryesore.' },
      one: 'Projekti',
      many: 'Projektet',
      lower: 'projekt',
      of: 'projektit',
      some: 'projekte',
    },
    screens: { list: 'listprojects', add: 'addproject', view: 'viewproject', edit: 'editproject' },
    viewParam: 'projectId',
  },
});
