import type { CompanyCopy } from './company-copy.ts';

export const COMPANY_SQ: CompanyCopy = {
  about: {
    eyebrow: 'Rreth nesh',
    title: 'Ndërtues në Tiranë që nga viti 1998',
    paragraphs: [
      'Tirana Group u themelua në vitin 1998 nga një grup i vogël inxhinierësh ndërtimi, të bindur se kryeqyteti meritonte ndërtesa të bëra me kujdes. Prej më shumë se 25 vitesh projektojmë, ndërtojmë dhe shesim banesa, zyra dhe hotele në të gjithë Tiranën, dhe çdo projekt e drejtojmë vetë, nga skica e parë deri në ditën kur dorëzohen çelësat.',
      'Arkitektët, inxhinierët dhe ekipet tona të kantierit punojnë nën të njëjtin çati, me punishten tonë të kallëpeve dhe të hekurit në Kashar. Kështu kontrollojmë cilësinë, i mbajmë premtimet për afatet e dorëzimit dhe qëndrojmë pas çdo ndërtese edhe shumë kohë pasi ajo përfundon.',
    ],
    facts: [
      { value: '25+', label: 'vite ndërtimi në Tiranë' },
      { value: '3 200', label: 'banesa të dorëzuara te familjet' },
      { value: '48', label: 'ndërtesa të përfunduara' },
    ],
  },
  culture: {
    eyebrow: 'Kultura jonë',
    title: 'Vizioni dhe vlerat',
    vision:
      'Duam që çdo ndërtesë që mban emrin tonë ta bëjë Tiranën një vend më të mirë për të jetuar: më të gjelbër, më të sigurt dhe më të bukur për brezat që do të rriten në të.',
    values: [
      {
        title: 'Ndërtuar për të zgjatur',
        text: 'Struktura antisizmike, materiale të testuara dhe detaje që plaken bukur. Ndërtojmë sikur do të jetonim vetë aty.',
      },
      {
        title: 'Korrektësi',
        text: 'Kontrata të qarta, çmime të ndershme dhe afate të arsyeshme. Blerësit ndjekin ecurinë e banesës së tyre në çdo fazë të punimeve.',
      },
      {
        title: 'Fqinjë të mirë',
        text: 'Sheshe, kopshte dhe kate përdhe të hapura nga rruga: projektet tona u kthejnë hapësirë lagjeve përreth.',
      },
      {
        title: 'Njerëzit në radhë të parë',
        text: 'Kantiere të sigurta, paga të drejta dhe trajnim për inxhinierët e rinj. Shumë nga drejtuesit tanë të kantierit nisën me ne si praktikantë.',
      },
    ],
  },
  history: {
    eyebrow: 'Historia jonë',
    title: 'Njëzet e pesë vjet, një qytet',
    intro:
      'Nga rikonstruksioni i një pallati të vetëm deri te një panoramë me kulla, historia jonë është historia e rritjes së Tiranës.',
    milestones: [
      {
        year: '1998',
        title: 'Fillimi',
        text: 'Arben Hoxha dhe njëmbëdhjetë kolegë themelojnë kompaninë në një zyrë me qira në Rrugën e Kavajës dhe nisin me rikonstruksionin e pallateve në qendër të qytetit.',
      },
      {
        year: '2004',
        title: 'Ndërtesa jonë e parë',
        text: 'Një rezidencë shtatëkatëshe me 42 apartamente pranë lumit Lana, e shitur e gjitha para se të përfundonte struktura.',
      },
      {
        year: '2011',
        title: 'Punishtja jonë',
        text: 'Hapet punishtja e kallëpeve dhe e hekurit në Kashar, që na jep kontroll mbi cilësinë dhe ritmin e çdo kantieri.',
      },
      {
        year: '2016',
        title: 'Cilësi e certifikuar',
        text: 'Certifikimi ISO 9001 për projektimin dhe ndërtimin, dhe banesa e njëmijtë e dorëzuar te pronarët e saj.',
      },
      {
        year: '2021',
        title: 'Rezidenca Kavaja',
        text: 'Nëntëdhjetë e gjashtë banesa dhe tetë njësi shërbimi në një nga bulevardet më të gjalla të Tiranës, të dorëzuara në afat në mes të pandemisë.',
      },
      {
        year: '2025',
        title: 'Hoteli ynë i parë',
        text: 'Hotel Tirana Garden hap 120 dhomat e tij pranë Parkut të Madh, nën drejtimin e një operatori ndërkombëtar.',
      },
      {
        year: '2026',
        title: 'Kullat Parisi',
        text: 'Tri kullat e projektit tonë më të madh arrijnë kuotën përfundimtare rreth një sheshi të ri publik në Komunën e Parisit.',
      },
    ],
  },
  team: {
    eyebrow: 'Ekipi ynë',
    title: 'Njerëzit që na drejtojnë',
    intro:
      'Në Tirana Group punojnë më shumë se 400 arkitektë, inxhinierë, drejtues kantieri dhe këshilltarë. Këta janë njerëzit që i drejtojnë.',
    leaders: [
      {
        name: 'Arben Hoxha',
        role: 'Themelues dhe Drejtor Ekzekutiv',
        text: 'Inxhinier strukturash i diplomuar në Universitetin Politeknik të Tiranës, e themeloi kompaninë në vitin 1998 dhe ende viziton çdo kantier para dorëzimit.',
      },
      {
        name: 'Elira Krasniqi',
        role: 'Arkitekte Kryesore',
        text: 'Drejton studion tonë të projektimit dhe punën e grupit për fasada me efiçencë energjetike dhe sheshe publike.',
      },
      {
        name: 'Dritan Shehu',
        role: 'Drejtues i Inxhinierisë',
        text: 'Përgjegjës për strukturat, kontrollin e cilësisë dhe punishten e Kasharit, me njëzet vjet përvojë në ndërtimin e godinave të larta.',
      },
      {
        name: 'Gentian Topalli',
        role: 'Drejtor i Ndërtimit',
        text: 'Drejton përgjegjësit e kantiereve dhe skuadrat që kanë dorëzuar në afat çdo ndërtesë që nga viti 2012.',
      },
      {
        name: 'Anisa Murati',
        role: 'Drejtuese e Shitjeve',
        text: 'Udhëheq familjet dhe investitorët nga vizita e parë deri te dorëzimi i çelësave dhe drejton zyrën e shitjeve në çdo kantier.',
      },
      {
        name: 'Rea Kola',
        role: 'Drejtuese e Burimeve Njerëzore',
        text: 'Kujdeset për trajnimin e inxhinierëve të rinj dhe për praktikat që sjellin talente të reja në kantieret tona.',
      },
    ],
  },
};
