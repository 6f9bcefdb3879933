import type { AdminText } from './en.ts';

/** The words of a change to several units at once in Albanian; en-unit-bulk.ts is the shape. */
export const SQ_UNIT_BULK: Pick<AdminText, 'unitBulk'> = {
  unitBulk: {
    action: 'Ndrysho…',
    title: (units) => `Ndrysho ${units}`,
    units: (n) => `${n} njësi`,
    intro: 'Zgjidhni çfarë ndryshon. Parashikimi tregon çdo njësi para dhe pas; asgjë nuk shkruhet derisa ta zbatoni.',
    noChange: 'Pa ndryshim',
    status: 'Gjendja',
    price: 'Çmimi',
    priceBy: { percent: 'Rrit ose ul me %', amount: 'Rrit ose ul me €' },
    percent: 'Me sa përqind',
    amount: 'Me sa euro',
    priceHint:
      'Një numër negativ e ul çmimin. Çmimet rrumbullakohen në euro të plota; një njësi pa çmim mbetet pa çmim.',
    display: 'Çmimi në faqe',
    displays: { shown: 'I shfaqur', onRequest: 'Sipas kërkesës' },
    problems: {
      nothing: 'Zgjidhni çfarë të ndryshojë: gjendja, çmimi ose shfaqja e çmimit.',
      number: 'Shkruani një numër, si 3 ose -5.',
      percentRange: (min, max) => `Nga ${min} % deri në ${max} %.`,
      wholeEuros: 'Euro të plota, si 5000 ose -2000.',
    },
    preview: 'Parashiko',
    previewing: 'Po përgatitet parashikimi…',
    apply: (n) => `Zbato për ${n} njësi`,
    applying: 'Po zbatohet…',
    counts: (changed, unchanged, refused) =>
      `${changed} do të ${changed === 1 ? 'ndryshojë' : 'ndryshojnë'}, ${unchanged} pa ndryshim, ${refused} ${refused === 1 ? 'e refuzuar' : 'të refuzuara'}`,
    caption: 'Çdo njësi e zgjedhur para dhe pas ndryshimit',
    columns: { unit: 'Njësia', status: 'Gjendja', price: 'Çmimi', display: 'Çmimi në faqe' },
    to: 'në',
    refused: 'E refuzuar',
    refusals: {
      priceBelowZero: 'çmimi i saj do të binte nën € 0.',
      priceTooHigh: (max) => `çmimi i saj do të kalonte ${max}.`,
    },
    refusedHint: 'Asgjë nuk zbatohet sa kohë refuzohet një njësi: ndryshoni çmimin ose zgjidhni më pak njësi.',
    nothingChanges: 'Asgjë nuk do të ndryshonte: çdo njësi është tashmë siç u zgjodh.',
    outdated:
      'Dikush tjetër ndryshoi një njësi pas parashikimit, ndaj asgjë nuk u zbatua. Parashikimi u bë përsëri: kontrollojeni dhe zbatojeni sërish.',
    applied: (changed) => `${changed} njësi u ndryshuan.`,
  },
};
