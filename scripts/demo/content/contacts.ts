/**
 * Demo contact messages sent through the public contact form, some in Albanian and some in English,
 * and job applications with their CV (a file in scripts/demo/assets).
 */

export const DEMO_MESSAGES: Array<{
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  contactMessage: string;
}> = [
  {
    firstName: 'Erion',
    lastName: 'Hoxha',
    email: 'erion.hoxha@example.al',
    contactNumber: '+355 69 123 4567',
    contactMessage:
      'Përshëndetje! Jam i interesuar për një apartament 2+1 në Kullat Parisi, mundësisht në katet e sipërme të Kullës B. Do të doja të dija çmimin për metër katror dhe nëse ofroni plan pagese me këste gjatë ndërtimit. Faleminderit!',
  },
  {
    firstName: 'Arta',
    lastName: 'Krasniqi',
    email: 'arta.krasniqi@example.com',
    contactNumber: '+355 68 234 5678',
    contactMessage:
      'Hello, I own an apartment at Lakeside Residences and would like to buy a second car post in the underground garage, ideally one with EV charging. Could you tell me which posts are still available and at what price? I currently live in London, so e-mail is the best way to reach me. Thank you.',
  },
  {
    firstName: 'Besnik',
    lastName: 'Dervishi',
    email: 'b.dervishi@example.al',
    contactNumber: '+355 67 345 6789',
    contactMessage:
      'Good afternoon. I am the commercial director of a Tirana-based company specialising in aluminium and glass façades. We have completed façades for hotels and office buildings in Tirana and Durrës, and we would welcome the opportunity to present our work for Meridian Office Tower. Could you let me know who the right person in your procurement department is? Kind regards, Besnik Dervishi',
  },
  {
    firstName: 'Elona',
    lastName: 'Shehu',
    email: 'elona.shehu@example.com',
    contactNumber: '+355 69 456 7890',
    contactMessage:
      'Mirëdita! Do të doja të caktoja një takim për të parë apartamentin model në Kullat Parisi këtë të shtunë paradite, nëse është e mundur rreth orës 10:00. Do të vij bashkë me bashkëshortin. Ju lutem ma konfirmoni në telefon. Faleminderit!',
  },
  {
    firstName: 'Gentian',
    lastName: 'Muça',
    email: 'gentian.muca@example.al',
    contactNumber: '+355 68 567 8901',
    contactMessage:
      'Përshëndetje. Kam një farmaci në Yzberisht dhe jam i interesuar të blej ose të marr me qira një njësi shërbimi në Kopshtet e Yzberishtit, rreth 80–100 m², nga ana e Rrugës Kongresi i Manastirit. Kur parashikohet dorëzimi i njësive dhe a mund të më dërgoni planimetritë? Ju faleminderit.',
  },
];

export const DEMO_APPLICANTS: Array<{
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  cv: string;
}> = [
  {
    firstName: 'Elira',
    lastName: 'Hoxha',
    email: 'elira.hoxha@example.al',
    contactNumber: '+355 68 204 1178',
    cv: 'cvs/elira-hoxha.pdf',
  },
  {
    firstName: 'Arben',
    lastName: 'Kola',
    email: 'arben.kola@example.com',
    contactNumber: '+355 69 551 3020',
    cv: 'cvs/arben-kola.pdf',
  },
];
