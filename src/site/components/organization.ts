import { stringsFor } from '#shared/i18n/dictionary.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { SOCIAL_LINKS } from './social-links.ts';

/** schema.org Organization of the group, for the home page. */
export function organization(language: Language, site: URL) {
  const strings = stringsFor(language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: strings.siteName,
    url: site.href,
    logo: new URL('/favicon.svg', site).href,
    email: strings.officeEmail,
    telephone: strings.officePhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Rruga e Kavajës 132',
      postalCode: '1001',
      addressLocality: 'Tirana',
      addressCountry: 'AL',
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}
