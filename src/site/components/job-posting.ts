import { paragraphs } from '#shared/text.ts';
import type { VacancyView } from '../data/views/vacancy-view.ts';

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
export function jobPosting(vacancy: VacancyView, pageUrl: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: paragraphs(vacancy.description)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join(''),
    datePosted: RENDERED_ON,
    employmentType: 'FULL_TIME',
    directApply: true,
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: 'Tirana Group', value: String(vacancy.id) },
    hiringOrganization: { '@type': 'Organization', name: 'Tirana Group', sameAs: siteUrl },
    vacancyLocation: { '@type': 'Place', address: OFFICE_ADDRESS },
  };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
