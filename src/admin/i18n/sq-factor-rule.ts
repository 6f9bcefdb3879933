import type { AdminText } from './en.ts';

/** The words of the second-factor rule in Albanian; en-factor-rule.ts is the shape. */
export const SQ_FACTOR_RULE: Pick<AdminText, 'factorRule'> = {
  factorRule: {
    title: 'Hyrja me dy hapa',
    intro:
      'Kërkoni një faktor të dytë (një aplikacion vërtetimi ose një çelës kalimi) pas fjalëkalimit. Një llogari që përfshihet nga rregulli dhe nuk ka asnjë, dërgohet menjëherë të shtojë një, dhe nuk mund të bëjë asgjë tjetër derisa ta ketë shtuar.',
    legend: 'Kush duhet të ketë faktor të dytë',
    choices: {
      off: { name: 'Askush', about: 'secila llogari zgjedh vetë' },
      admins: { name: 'Administratorët', about: 'llogaritë me rolin e administratorit' },
      everyone: { name: 'Çdo llogari', about: 'administratorët dhe redaktorët' },
    },
    save: 'Ruaj rregullin',
    saving: 'Po ruhet…',
    saved: (rule) =>
      rule === 'off'
        ? 'Tani asnjë llogari nuk detyrohet të ketë faktor të dytë.'
        : rule === 'admins'
          ? 'Tani administratorët duhet të kenë faktor të dytë.'
          : 'Tani çdo llogari duhet të ketë faktor të dytë.',
    ownFirst:
      'Shtoni një aplikacion vërtetimi ose një çelës kalimi në llogarinë tuaj para se ta kërkoni nga të tjerët.',
    ownFirstLink: 'Shkoni te llogaria juaj',
    setup: {
      title: 'Shtoni një faktor të dytë',
      intro:
        'Një administrator kërkon një faktor të dytë për këtë llogari: pas fjalëkalimit, hyrja do të kërkojë edhe një kod nga një aplikacion vërtetimi, ose një çelës kalimi. Shtoni një më poshtë për të vazhduar; asgjë tjetër në administrim nuk hapet derisa ta keni shtuar.',
      goOn: 'Vazhdoni te paneli',
      goOnHint: 'Llogaria juaj ka një faktor të dytë: administrimi është i hapur.',
    },
    twoStep: 'Hyrje me dy hapa',
    remove: 'Hiq faktorët e dytë',
    removeLabel: (name) => `Hiq faktorët e dytë të ${name}`,
    removeQuestion: (name) => `Të hiqen faktorët e dytë të ${name}?`,
    removeText: (name) =>
      `Për një telefon të humbur: aplikacioni i vërtetimit, çelësat e kalimit dhe kodet e rikuperimit të ${name} hiqen, dhe të gjitha seancat e ${name} mbyllen. Llogaria hyn vetëm me fjalëkalimin, pastaj shton një faktor të ri (menjëherë, nëse rregulli e kërkon). Përdoruesi njoftohet me email se e bëtë ju, dhe regjistri i aktivitetit e shënon.`,
    removed: (name) => `Faktorët e dytë të ${name} u hoqën; të gjitha seancat e llogarisë u mbyllën.`,
  },
};
