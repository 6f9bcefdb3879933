import type { AdminText } from './en.ts';

/** The words of an account's second factor in Albanian; en-second-factors.ts is the shape. */
export const SQ_SECOND_FACTORS: Pick<AdminText, 'secondFactor'> = {
  secondFactor: {
    title: 'Hyrja me dy hapa',
    intro:
      'Me një aplikacion vërtetimi në telefon (Google Authenticator, Microsoft Authenticator, 1Password…), hyrja kërkon kodin e tij me 6 shifra pas fjalëkalimit: një fjalëkalim i vjedhur vetëm nuk hap asgjë.',
    on: (date) => `Aktive: një aplikacion vërtetimi u shtua më ${date}.`,
    off: 'Joaktive: hyni vetëm me fjalëkalimin.',
    codesLeft: (count) => (count === 1 ? 'Ka mbetur 1 kod rikuperimi.' : `Kanë mbetur ${count} kode rikuperimi.`),
    add: 'Shto një aplikacion vërtetimi',
    scan: 'Skanoni këtë kod me aplikacionin, ose shkruani në të çelësin më poshtë.',
    qrLabel: 'Kodi QR i çelësit, për aplikacionin e vërtetimit',
    key: 'Çelësi',
    code: 'Kodi me 6 shifra që shfaq aplikacioni',
    confirm: 'Konfirmo',
    confirming: 'Duke kontrolluar…',
    cancel: 'Anulo',
    codeWrong: 'Ky kod nuk përputhet. Kontrolloni që ora e telefonit të jetë e saktë dhe shkruani kodin më të ri.',
    added: 'Hyrja me dy hapa është aktive.',
    codesTitle: 'Kodet tuaja të rikuperimit',
    codesIntro:
      'Secili kod ju fut një herë nëse humbni telefonin. Ruajini diku të sigurt, si në një menaxher fjalëkalimesh: shfaqen vetëm tani.',
    download: 'Shkarkoji si skedar teksti',
    codesFile: 'tirana-group-kodet-e-rikuperimit.txt',
    done: 'I kam ruajtur',
    password: 'Fjalëkalimi juaj',
    renew: 'Krijo kode të reja rikuperimi',
    renewText: 'Kodet që keni nuk funksionojnë më, dhe dhjetë të reja shfaqen një herë.',
    remove: 'Hiq aplikacionin e vërtetimit',
    removeText: 'Hyrja atëherë kërkon vetëm fjalëkalimin, dhe kodet e rikuperimit nuk funksionojnë më.',
    removed: 'Aplikacioni i vërtetimit u hoq: hyni vetëm me fjalëkalimin.',
    failed: 'Kjo nuk funksionoi. Ju lutemi provoni përsëri.',
  },
};
