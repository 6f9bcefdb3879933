import { defineStrings } from '../define-strings.ts';

/** Career pages, vacancies, the application form and the terms page. */
export const CAREER_STRINGS = defineStrings({
  en: {
    careerTitle: 'Career',
    careerDescription: 'Build your career with Tirana Group: engineers, architects, sales and support roles in Tirana.',
    noVacancies: 'There are no job vacancies listed yet.',
    termsTitle: 'Terms and privacy',
  },
  sq: {
    careerTitle: 'Karriera',
    careerDescription: 'Ndërtoni karrierën tuaj me Tirana Group: inxhinierë, arkitektë, shitje dhe mbështetje në Tiranë.',
    noVacancies: 'Nuk ka asnjë pozicion vakant për momentin.',
    termsTitle: 'Kushtet dhe privatësia',
  },
});
