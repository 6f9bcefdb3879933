import type { Language } from '#shared/i18n/languages.ts';
import { pick } from '#shared/i18n/languages.ts';
import type { Staff } from '#shared/entities/vacancy.ts';
import { paragraphs } from '#shared/text.ts';

/** The head office, as officeAddress of the common strings words it, in schema.org's parts. */
const OFFICE_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: 'Rruga e Kavajës 132',
  postalCode: '1001',
  addressLocality: 'Tirana',
  addressCountry: 'AL',
} as const;

// The API keeps no publication date for a vacancy: the day the page was rendered stands in for it.
const RENDERED_ON = new Date().toISOString().slice(0, 10);

/** schema.org JobPosting of one vacancy in the page's language, for search engines' job listings. */
export function jobPosting(vacancy: Staff, language: Language, pageUrl: string, siteUrl: string) {
  const description = pick(language, vacancy.staffDescriptionTwo, vacancy.pershkrimiStafDy);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: pick(language, vacancy.staffTittle, vacancy.titulliStaf),
    description: paragraphs(description)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join(''),
    datePosted: RENDERED_ON,
    employmentType: 'FULL_TIME',
    directApply: true,
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: 'Tirana Group', value: String(vacancy.staffId) },
    hiringOrganization: { '@type': 'Organization', name: 'Tirana Group', sameAs: siteUrl },
    jobLocation: { '@type': 'Place', address: OFFICE_ADDRESS },
  };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
