import type { Page } from '@playwright/test';
import { jpegImage, pdfDocument, pngImage } from '../fixtures/files.ts';
import { createThroughApi, deleteThroughApi, uniqueTitle } from './admin-fixtures.ts';

/** A file chosen in a form: the label of its input, the API's field, and the real file. */
export interface ChosenFile {
  label: string;
  field: string;
  file: () => Promise<{ name: string; mimeType: string; buffer: Buffer }>;
}

/** What a kind's journey creates beside the item through the API, such as a catalogue's building. */
type Surroundings = Record<string, { id: number; title: string }>;

/** How the admin writes one kind of content (docs/product.md#screens-and-routes routes, §3 fields, §8 notices). */
export interface Kind {
  name: string;
  /** As the notices name it: "Project created successfully!". */
  one: string;
  list: string;
  addLink: string;
  add: string;
  view: (id: number) => string;
  edit: (id: number) => string;
  /** The text field the journey names the item by, and then changes. */
  titleLabel: string;
  titleField: string;
  /** The read of one item: public where the API has one, else with the admin's token. */
  single: (id: number) => string;
  singleNeedsToken?: boolean;
  remove: (id: number) => string;
  /** A public read that must list the item, for a kind whose single read is admin-only. */
  publicList?: (surroundings: Surroundings) => string;
  fill: (page: Page, surroundings: Surroundings) => Promise<void>;
  /** What the API must answer for the item after it was created. */
  saved: (surroundings: Surroundings) => Record<string, unknown>;
  /** What the form's question before a save says the public site will miss, if the fill leaves a text out. */
  missing?: string;
  /** What its view page must show of it beside its title, as an admin reads it. */
  shown: (surroundings: Surroundings) => string[];
  files: ChosenFile[];
  /** The file the edit replaces. */
  replaced?: ChosenFile;
  /** Where the journey deletes the item: from its card in the list, or from its own page. */
  deleteFrom: 'list' | 'view';
  prepare?: (token: string) => Promise<Surroundings>;
  cleanup?: (token: string, surroundings: Surroundings) => Promise<void>;
}

const jpeg = (name: string) => async () => ({ name, mimeType: 'image/jpeg', buffer: await jpegImage(120, 90) });
const png = (name: string) => async () => ({ name, mimeType: 'image/png', buffer: await pngImage(90, 120) });
const pdf = (name: string, pages: number) => async () => ({
  name,
  mimeType: 'application/pdf',
  buffer: await pdfDocument(pages),
});

export const KINDS: Kind[] = [
  {
    name: 'project',
    one: 'Project',
    list: '/adminpage/listprojects',
    addLink: 'Add project',
    add: '/adminpage/addproject',
    view: (id) => `/adminpage/viewproject/${id}`,
    edit: (id) => `/adminpage/editproject/${id}`,
    titleLabel: 'Title (English)',
    titleField: 'projectTitle',
    single: (id) => `/projects/get/single/project/${id}`,
    remove: (id) => `/projects/delete/${id}`,
    fill: async (page) => {
      await page.getByLabel('Project type').selectOption('Hotel');
      await page.getByLabel('Title (Albanian)').fill('Hotel provë');
      await page.getByLabel('Address (English)').fill('Rruga e Durrësit 1, Tirana');
      await page.getByLabel('Year').fill('2031');
      await page.getByLabel('Apartments (rooms for a Hotel)').fill('120');
    },
    missing: 'Albanian pages will show its address in English',
    shown: () => ['Hotel', 'Hotel provë', 'Rruga e Durrësit 1, Tirana', '2031', '120'],
    saved: () => ({
      projectType: 'Hotel',
      titulliProjekti: 'Hotel provë',
      projectAddress: 'Rruga e Durrësit 1, Tirana',
      boxOne: '2031',
      boxFive: '120',
    }),
    files: [{ label: 'Project image', field: 'projectImageUrl', file: jpeg('project.jpg') }],
    replaced: { label: 'Project image', field: 'projectImageUrl', file: png('project-new.png') },
    deleteFrom: 'list',
  },
  {
    name: 'sales category',
    one: 'Sales Category',
    list: '/adminpage/listsalescategory',
    addLink: 'Add sales category',
    add: '/adminpage/listprojects/addsalescategory',
    view: (id) => `/adminpage/listprojects/viewsalescategory/${id}`,
    edit: (id) => `/adminpage/listprojects/editsalescategory/${id}`,
    titleLabel: 'Name (English)',
    titleField: 'categoryName',
    single: (id) => `/salescategory/get/single/category/${id}`,
    remove: (id) => `/salescategory/delete/${id}`,
    fill: (page) => page.getByLabel('Name (Albanian)').fill('Depo'),
    shown: () => ['Depo'],
    saved: () => ({ emriKategorise: 'Depo' }),
    files: [],
    deleteFrom: 'view',
  },
  {
    name: 'job vacancy',
    one: 'Job vacancy',
    list: '/adminpage/liststaff',
    addLink: 'Add job vacancy',
    add: '/adminpage/addstaff',
    view: (id) => `/adminpage/viewstaff/${id}`,
    edit: (id) => `/adminpage/editstaff/${id}`,
    titleLabel: 'Job title (English)',
    titleField: 'staffTittle',
    single: (id) => `/staff/get/single/staff/${id}`,
    remove: (id) => `/staff/delete/${id}`,
    fill: async (page) => {
      await page.getByLabel('Job title (Albanian)').fill('Inxhinier ndërtimi');
      await page.getByLabel('Description (English)').fill('Site supervision.\nFull time in Tirana.');
      await page.getByLabel('Description (Albanian)').fill('Mbikëqyrje kantieri.');
    },
    shown: () => ['Inxhinier ndërtimi', 'Site supervision.', 'Full time in Tirana.', 'Mbikëqyrje kantieri.'],
    saved: () => ({
      titulliStaf: 'Inxhinier ndërtimi',
      staffDescriptionTwo: 'Site supervision.\nFull time in Tirana.',
      pershkrimiStafDy: 'Mbikëqyrje kantieri.',
    }),
    files: [],
    deleteFrom: 'list',
  },
  {
    name: 'news item',
    one: 'News',
    list: '/adminpage/listnews',
    addLink: 'Add news',
    add: '/adminpage/addnews',
    view: (id) => `/adminpage/viewnews/${id}`,
    edit: (id) => `/adminpage/editnews/${id}`,
    titleLabel: 'Title (English)',
    titleField: 'newsTitle',
    single: (id) => `/news/get/single/news/${id}`,
    remove: (id) => `/news/delete/${id}`,
    fill: async (page) => {
      await page.getByLabel('Type').selectOption('Event');
      await page.getByLabel('Title (Albanian)').fill('Ditë e hapur');
      await page.getByLabel('Text (English)').fill('Open day at the site.');
    },
    missing: 'Albanian pages will show its text in English',
    shown: () => ['Event', 'Ditë e hapur', 'Open day at the site.'],
    saved: () => ({ newsType: 'event', titullLajmesh: 'Ditë e hapur', newsDescription: 'Open day at the site.' }),
    files: [{ label: 'Main image', field: 'newsImageUrl', file: jpeg('news.jpg') }],
    replaced: { label: 'Main image', field: 'newsImageUrl', file: png('news-new.png') },
    deleteFrom: 'view',
  },
  {
    name: 'building',
    one: 'Building',
    list: '/adminpage/listbuilding',
    addLink: 'Add building',
    add: '/adminpage/addbuilding',
    view: (id) => `/adminpage/viewbuilding/${id}`,
    edit: (id) => `/adminpage/editbuilding/${id}`,
    titleLabel: 'Name (English)',
    titleField: 'buildingTitle',
    single: (id) => `/building/get/single/building/${id}`,
    remove: (id) => `/building/delete/${id}`,
    fill: async (page) => {
      await page.getByLabel('Name (Albanian)').fill('Ndërtesa provë');
      await page.getByLabel('Address (English)').fill('Rruga Myslym Shyri 5, Tirana');
      await page.getByLabel('Map link').fill('https://maps.google.com/?q=41.3275,19.8187');
    },
    missing: 'Albanian pages will show its address in English',
    shown: () => ['Ndërtesa provë', 'Rruga Myslym Shyri 5, Tirana', 'https://maps.google.com/?q=41.3275,19.8187'],
    saved: () => ({
      titulliNderteses: 'Ndërtesa provë',
      buildingAdress: 'Rruga Myslym Shyri 5, Tirana',
      buildingGoogleLink: 'https://maps.google.com/?q=41.3275,19.8187',
    }),
    files: [
      { label: 'Building image', field: 'buildingImageUrl', file: jpeg('building.jpg') },
      { label: 'Location image', field: 'buildingGoogleAdressImageUrl', file: png('location.png') },
      { label: 'Apartments card image', field: 'buildingApartmentImageUrl', file: jpeg('apartments.jpg') },
      { label: 'Service units card image', field: 'buildingServiceImageUrl', file: jpeg('service.jpg') },
      { label: 'Car posts card image', field: 'buildingPostImageUrl', file: jpeg('posts.jpg') },
    ],
    replaced: { label: 'Location image', field: 'buildingGoogleAdressImageUrl', file: jpeg('location-new.jpg') },
    deleteFrom: 'list',
  },
  {
    name: 'sales catalogue',
    one: 'Sales Catalog',
    list: '/adminpage/listsalescatalog',
    addLink: 'Add sales catalog',
    add: '/adminpage/addsalescatalog',
    view: (id) => `/adminpage/viewsalescatalog/${id}`,
    edit: (id) => `/adminpage/editsalescatalog/${id}`,
    titleLabel: 'Title (English)',
    titleField: 'catalogTitle',
    single: (id) => `/catalog/get/single/catalog/${id}`,
    remove: (id) => `/catalog/delete/${id}`,
    singleNeedsToken: true,
    publicList: ({ building, category }) => `/catalog/get/catalog/${building?.id}/${category?.id}`,
    // Its own building and category, so that no demo catalogue group changes under other journeys.
    prepare: async (token) => {
      const buildingTitle = uniqueTitle('catalogue building');
      const categoryTitle = uniqueTitle('catalogue category');
      const building = await createThroughApi<{ buildingId: number }>('/building/save', token, {
        buildingTitle,
      });
      const category = await createThroughApi<{ categoryId: number }>('/salescategory/save', token, {
        categoryName: categoryTitle,
      });
      return {
        building: { id: building.buildingId, title: buildingTitle },
        category: { id: category.categoryId, title: categoryTitle },
      };
    },
    cleanup: async (token, { building, category }) => {
      if (building) await deleteThroughApi(`/building/delete/${building.id}`, token);
      if (category) await deleteThroughApi(`/salescategory/delete/${category.id}`, token);
    },
    fill: async (page, { building, category }) => {
      await page.getByLabel('Title (Albanian)').fill('Katalogu provë');
      await page.getByLabel('Building').selectOption({ label: building?.title ?? '' });
      await page.getByLabel('Category').selectOption({ label: category?.title ?? '' });
      await page.getByLabel('PDF layout').selectOption('L');
    },
    shown: ({ building, category }) => [
      'Katalogu provë',
      building?.title ?? '',
      category?.title ?? '',
      'Landscape (L)',
    ],
    saved: ({ building, category }) => ({
      titulliKatalog: 'Katalogu provë',
      buildingId: building?.id,
      salesCategoryId: category?.id,
      pdfLayout: 'L',
    }),
    files: [
      { label: 'Cover image', field: 'catalogImageUrl', file: jpeg('cover.jpg') },
      { label: 'Catalogue PDF', field: 'pdfUrl', file: pdf('catalogue.pdf', 2) },
    ],
    replaced: { label: 'Catalogue PDF', field: 'pdfUrl', file: pdf('catalogue-new.pdf', 3) },
    deleteFrom: 'list',
  },
];
