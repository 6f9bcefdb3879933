import type { Language } from '#shared/i18n/languages.ts';

/** The visitor's confirmation in each language of the site. */
export const VISITOR_TEXTS: Record<
  Language,
  {
    messageSubject: (reference: string) => string;
    inquirySubject: (unit: string, reference: string) => string;
    applicationSubject: (vacancy: string, reference: string) => string;
    greeting: (firstName: string) => string;
    messageReceived: string;
    inquiryReceived: (unit: string, building: string) => string;
    applicationReceived: (vacancy: string) => string;
    reference: string;
    unit: string;
    building: string;
    category: string;
    seeUnit: string;
    referenceUse: string;
    yourMessage: string;
    signature: string;
  }
> = {
  sq: {
    messageSubject: (reference) => `Morëm mesazhin tuaj (${reference})`,
    inquirySubject: (unit, reference) => `Morëm pyetjen tuaj për njësinë ${unit} (${reference})`,
    applicationSubject: (vacancy, reference) => `Morëm aplikimin tuaj për ${vacancy} (${reference})`,
    greeting: (firstName) => (firstName ? `Përshëndetje ${firstName},` : 'Përshëndetje,'),
    messageReceived:
      'Faleminderit që na shkruat. E morëm mesazhin tuaj dhe një koleg nga ekipi ynë do t’ju përgjigjet sa më shpejt, zakonisht brenda dy ditëve të punës.',
    inquiryReceived: (unit, building) =>
      `Faleminderit për interesin tuaj për njësinë ${unit} në ${building}. E morëm pyetjen tuaj dhe një koleg nga ekipi i shitjeve do t’ju përgjigjet sa më shpejt, zakonisht brenda dy ditëve të punës.`,
    applicationReceived: (vacancy) =>
      `Faleminderit për aplikimin tuaj për pozicionin ${vacancy}. Ekipi ynë do ta shqyrtojë CV-në tuaj dhe do t’ju kontaktojë nëse profili juaj përputhet me pozicionin. Aplikimi dhe CV-ja juaj ruhen për 12 muaj, siç thuhet në kushtet e privatësisë.`,
    reference: 'Referenca juaj',
    unit: 'Njësia',
    building: 'Ndërtesa',
    category: 'Kategoria',
    seeUnit: 'Shikoni njësinë në faqen tonë',
    referenceUse: 'Përmendeni këtë referencë nëse na shkruani ose na telefononi përsëri për këtë çështje.',
    yourMessage: 'Mesazhi juaj:',
    signature: 'Me respekt,\nTirana Group',
  },
  en: {
    messageSubject: (reference) => `We received your message (${reference})`,
    inquirySubject: (unit, reference) => `We received your question about unit ${unit} (${reference})`,
    applicationSubject: (vacancy, reference) => `We received your application for ${vacancy} (${reference})`,
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    messageReceived:
      'Thank you for writing to us. We received your message, and a colleague from our team will answer you as soon as possible, usually within two working days.',
    inquiryReceived: (unit, building) =>
      `Thank you for your interest in unit ${unit} in ${building}. We received your question, and a colleague from our sales team will answer you as soon as possible, usually within two working days.`,
    applicationReceived: (vacancy) =>
      `Thank you for applying for the position of ${vacancy}. Our team will review your CV and contact you if your profile matches the position. Your application and CV are kept for 12 months, as the privacy terms say.`,
    reference: 'Your reference',
    unit: 'Unit',
    building: 'Building',
    category: 'Category',
    seeUnit: 'See the unit on our website',
    referenceUse: 'Please mention this reference if you write or call us again about this matter.',
    yourMessage: 'Your message:',
    signature: 'Kind regards,\nTirana Group',
  },
};
