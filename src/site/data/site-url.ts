import { DEFAULT_SITE_ORIGIN } from '#shared/settings.ts';

/** The site's address (astro.config's `site`): always set there, so the default only satisfies the type. */
export const siteUrl = (site: URL | undefined) => site ?? new URL(DEFAULT_SITE_ORIGIN);
