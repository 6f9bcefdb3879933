import { ADMIN_PATHS } from '../routes.ts';

/** The nine kinds of content of the dashboard (SPEC §2), in its order, with what each holds. */
export const SECTIONS = [
  {
    key: 'project',
    label: 'Projects',
    to: ADMIN_PATHS.projects.list,
    about: 'Projects with their specifications and main image.',
  },
  {
    key: 'gallery',
    label: 'Gallery Image',
    to: ADMIN_PATHS.gallery.list,
    about: 'The pictures of each project’s gallery.',
  },
  {
    key: 'catalog',
    label: 'Sales Catalog',
    to: ADMIN_PATHS.salesCatalogs.list,
    about: 'Catalogue PDFs by building and category.',
  },
  { key: 'news', label: 'News', to: ADMIN_PATHS.news.list, about: 'News and events.' },
  { key: 'staff', label: 'Staff', to: ADMIN_PATHS.staff.list, about: 'Job vacancies of the career pages.' },
  {
    key: 'salescategory',
    label: 'Sales Category',
    to: ADMIN_PATHS.salesCategories.list,
    about: 'Apartments, service units, car posts…',
  },
  {
    key: 'building',
    label: 'Building',
    to: ADMIN_PATHS.buildings.list,
    about: 'Buildings on sale, with their images and map.',
  },
  { key: 'contact', label: 'Contact', to: ADMIN_PATHS.contacts.list, about: 'Messages and job applications.' },
  { key: 'newsimage', label: 'News Image', to: ADMIN_PATHS.newsImages.list, about: 'The pictures of each news item.' },
] as const;
