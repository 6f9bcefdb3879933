/**
 * The public routes of docs/product.md#screens-and-routes that no entity owns, as paths without a language prefix. Islands
 * read these; the pages of entities come from their descriptors (routes.ts), which carry schemas.
 */
export const FIXED_ROUTES = {
  home: () => '/',
  company: () => '/ourcompany',
  catalogs: () => '/salescatalog',
  news: () => '/news',
  career: () => '/staff',
  vacancies: () => '/listedjobs',
  terms: () => '/terms',
  login: () => '/loginadmin',
} as const;
