import { defineStrings } from '../define-strings.ts';

/** Home, company and project pages. */
export const PROJECT_STRINGS = defineStrings({
  en: {
    homeTitle: 'Homes and landmarks for Tirana',
    homeDescription: 'Tirana Group designs, builds and sells residences, offices and hotels across Tirana.',
    companyTitle: 'Our company',
    companyDescription: 'Who we are, how we build and the projects that shaped Tirana’s skyline.',
  },
  sq: {
    homeTitle: 'Banesa dhe ndërtesa që i japin formë Tiranës',
    homeDescription: 'Tirana Group projekton, ndërton dhe shet rezidenca, zyra dhe hotele në të gjithë Tiranën.',
    companyTitle: 'Kompania jonë',
    companyDescription: 'Kush jemi, si ndërtojmë dhe projektet që i dhanë formë panoramës së Tiranës.',
  },
});
