/**
 * The public routes of SPEC §2 that no entity owns, as paths without a language prefix. Islands
 * read these; the pages of entities come from their descriptors (routes.ts), which carry schemas.
 */
export const FIXED_ROUTES = {
  home: () => '/',
  company: () => '/ourcompany',
  salesCatalog: () => '/salescatalog',
  news: () => '/news',
  staff: () => '/staff',
  jobs: () => '/listedjobs',
  terms: () => '/terms',
  login: () => '/loginadmin',
} as const;
