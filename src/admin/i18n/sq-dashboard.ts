import type { EN_DASHBOARD } from './en-dashboard.ts';

/** "1 faqe", "3 faqe": Albanian counts with the noun's plural (which may read as its singular). */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of the dashboard, of publishing to the site and of the state of email, in Albanian.
 * Part of the admin's catalogue (sq.ts takes them in), apart only to keep the files short.
 */
export const SQ_DASHBOARD: typeof EN_DASHBOARD = {
  publish: {
    tray: 'Publikimi në faqe',
    yourChange: 'Ndryshimi juaj',
    publishing: 'po publikohet në faqe…',
    lost: 'u ruajt; gjendja e publikimit nuk mund të lexohet tani.',
    failed: (error) =>
      `u ruajt, por nuk është ende në faqe (${error ?? 'publikuesi dështoi'}). Do të provohet përsëri.`,
    nothing: 'u ruajt; asnjë faqe publike nuk e shfaq, ndaj nuk kishte asgjë për të publikuar.',
    savedAsDraft: 'u ruajt si draft, nuk është në faqe derisa të publikohet.',
    live: (ms, rendered) =>
      `në faqe pas ${ms} ms${rendered === null ? '' : ` (${count(rendered, 'faqe e krijuar', 'faqe të krijuara')})`}.`,
    changed: 'Ndryshuan:',
    change: (kind, id, done) => `${kind} #${id} ${done}`,
    titled: (kind, title, done) => `${kind} “${title}” ${done}`,
    image: (kind, id, parent, done) => `${kind} #${id} e “${parent}” ${done}`,
    reorder: (many, parent, id, done) => `${many}${parent ? ` e ${parent} #${id}` : ''} ${done}`,
    imported: (many, building, done) => `${many} e “${building}” ${done}`,
    done: {
      create: 'u krijua',
      update: 'u përditësua',
      delete: 'u fshi',
      reorder: 'u renditën',
      restore: 'u rikthye nga koshi',
      import: 'u importuan nga një fletë llogaritëse',
    },
    publications: {
      publish: 'u publikua',
      unpublish: 'u hoq nga faqja, u kthye në draft',
      'changes-publish': 'u përditësua me ndryshimet e ruajtura',
      'reservation-lapse': 'u kthye në dispozicion: i mbaroi rezervimi',
    },
    asScheduled: (done) => `${done}, siç ishte planifikuar`,
    tail: (more, files, pages) => {
      const parts = [
        more > 0 && count(more, 'faqe tjetër', 'faqe të tjera'),
        files > 0 &&
          (pages > 0 ? count(files, 'skedar tjetër', 'skedarë të tjerë') : count(files, 'skedar', 'skedarë')),
      ].filter(Boolean);
      if (parts.length === 0) return '';
      return pages > 0 ? `dhe ${parts.join(', dhe ')}` : `${parts.join('')} pas faqeve (burime, menu, harta të faqes)`;
    },
  },
  dashboard: {
    title: 'Paneli',
    attention: 'Kërkon vëmendje',
    offSite: (n) => `${n} jo në faqe`,
    lackingAlbanian: (n) => `${n} pa shqip`,
    lackingEnglish: (n) => `${n} pa anglisht`,
    withoutImages: (n) => `${n} pa fotografi`,
    shownWithoutAlt: (n) => `${count(n, 'fotografi e shfaqur', 'fotografi të shfaqura')} pa tekst alternativ`,
    newMessages: (n) => count(n, 'mesazh i ri', 'mesazhe të reja'),
    newInquiries: (n) => count(n, 'pyetje e re për njësi', 'pyetje të reja për njësi'),
    newApplications: (n) => count(n, 'aplikim i ri për punë', 'aplikime të reja për punë'),
    unread: (n) => `${n} ${n === 1 ? 'i ri' : 'të reja'}`,
    retrying: (n) => `${count(n, 'ndryshim pret', 'ndryshime presin')} të publikohen përsëri`,
    failedPublishes: (n, days) => `${count(n, 'ndryshim dështoi', 'ndryshime dështuan')} në ${days} ditët e fundit`,
    publishing: 'Publikimi',
    lastError: 'Gabimi i fundit:',
    publishFailures: {
      delivery: 'publikuesi nuk e mori ndryshimin (mund të jetë duke u rinisur); provohet përsëri vetë.',
      publish:
        'publikuesi nuk arriti ta vendosë ndryshimin në faqe. Ruajtja e radhës e elementit i publikon përsëri faqet e tij; nëse publikimi vazhdon të dështojë, kush administron serverin e faqes mund t’i shqyrtojë hollësitë.',
    },
    technicalDetails: 'Hollësitë teknike',
    allWell: 'Çdo element është i publikuar dhe në faqe, në shqip dhe në anglisht, me fotografitë e tij.',
    trash: (n, days) =>
      `${count(n, 'element i fshirë', 'elemente të fshira')}, të ruajtura ${days} ditë për t’u rikthyer.`,
    recent: 'Publikimet e fundit',
    noRecent: 'Ende asnjë ndryshim: çdo ruajtje shfaqet këtu sapo të jetë në faqe.',
    columns: {
      change: 'Ndryshimi',
      saved: 'Ruajtur',
      state: 'Gjendja',
      liveAfter: 'Në faqe pas',
      rendered: 'Faqe të krijuara',
      pages: 'Faqet e ndryshuara',
    },
    states: { pending: 'Po publikohet', live: 'Publikuar', failed: 'Dështoi' },
  },
  mail: {
    title: 'Email-i',
    off: 'I fikur: nuk është vendosur asnjë server poste, prandaj stafi nuk njoftohet për mesazhet e reja dhe vizitorët nuk marrin konfirmim. Kush administron serverin e faqes mund ta vendosë.',
    on: 'I ndezur: vizitorët marrin konfirmim për atë që dërgojnë, në gjuhën në të cilën shkruan.',
    teamOn: 'Stafi njoftohet për çdo mesazh dhe aplikim të ri.',
    teamOff: 'Stafi nuk njoftohet për mesazhet e reja: nuk është vendosur asnjë adresë e stafit.',
    failing: (n) =>
      `${n === 1 ? '1 email ende i padërguar' : `${n} email-e ende të padërguara`}: serveri i postës i refuzoi ose nuk u përgjigj. Provohen përsëri derisa të përgjigjet.`,
    refused: (n, days) =>
      `${n === 1 ? '1 email u refuzua' : `${n} email-e u refuzuan`} nga serveri i postës në ${days} ditët e fundit: nuk ka kuti postare në atë adresë. ${n === 1 ? 'Nuk provohet' : 'Nuk provohen'} më.`,
    latestRefusal: (recipient) => `I fundit ishte për ${recipient}.`,
  },
};
