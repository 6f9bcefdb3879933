import { PREVIEW_GRANT_MINUTES } from '#shared/payloads/preview.ts';
import type { EN_SAFETY_NETS } from './en-safety-nets.ts';

/**
 * The words of what keeps an admin's work safe, in Albanian: deleting (`remove`) and the `trash`, the
 * `history` of versions, renewing an expired session (`renew`), `drafts`, and a published item's
 * unpublished `changes`. Part of the admin's catalogue (sq.ts takes them in), apart only to keep the
 * files short.
 */
export const SQ_SAFETY_NETS: typeof EN_SAFETY_NETS = {
  remove: {
    deleteItem: (name) => `Fshi ${name}`,
    question: (lower) => `Ta fshini këtë ${lower}?`,
    checking: 'Po kontrollohet versioni i fundit…',
    gone: (name) => `“${name}” është fshirë tashmë.`,
    unreadable: 'Versioni i fundit nuk u lexua. Provoni përsëri.',
    renamed: (name) => `Është ndryshuar që kur u shfaq kjo listë: ishte “${name}”.`,
    text: (name, days) =>
      `“${name}” do të hiqet nga faqja dhe do të ruhet në kosh${days ? ` për ${days} ditë` : ''}, me skedarët e tij, prej nga mund të rikthehet.`,
    undo: 'Zhbëj',
  },
  trash: {
    title: 'Koshi',
    imageOf: (id, parent) => `Fotografia #${id} e ${parent}`,
    empty: 'Zbraz koshin',
    emptyLabel: 'Zbraz koshin',
    emptyQuestion: 'Të zbrazet koshi?',
    emptyText: (n) =>
      `${n === 1 ? 'Elementi' : `Të ${n} elementet`} në të fshihen përgjithmonë, me skedarët e tyre. Kjo nuk mund të zhbëhet.`,
    intro: (days) =>
      `Një element i fshirë pret këtu ${days} ditë me skedarët e tij, pastaj fshihet përgjithmonë. I rikthyer, ai kthehet aty ku ishte, me atë që u fshi bashkë me të, dhe faqja e shfaq përsëri.`,
    onlyAdmins: ' Vetëm administratorët fshijnë përgjithmonë.',
    isEmpty: 'Koshi është bosh.',
    with: (what) => `Me ${what}`,
    deletedBy: (who) => `Fshirë nga ${who} më`,
    restore: 'Rikthe',
    restoreQuestion: (title) => `Të rikthehet “${title}”?`,
    restoreText: (what) => `Kthehet aty ku ishte${what ? `, me ${what}` : ''}, dhe faqet e tij publikohen përsëri.`,
    discard: 'Fshi përgjithmonë',
    discardLabel: (title) => `Fshi ${title} përgjithmonë`,
    discardQuestion: (title) => `Të fshihet “${title}” përgjithmonë?`,
    discardText: (title, what) =>
      `“${title}”${what ? ` dhe ${what}` : ''} fshihen me skedarët e tyre. Kjo nuk mund të zhbëhet.`,
    lastDay: 'dita e fundit',
    daysLeft: (n) => `${n} ${n === 1 ? 'ditë' : 'ditë'} të mbetura`,
  },
  history: {
    title: (title) => `Historiku i ${title}`,
    none: 'Ende nuk është regjistruar asnjë version i mëparshëm: çdo ruajtje shton një.',
    versions: 'Versionet',
    version: (n) => `Versioni ${n}`,
    current: ' (aktuali)',
    changed: 'Ndryshuan:',
    done: { create: 'Krijuar', update: 'Përditësuar', delete: 'Fshirë', restore: 'Rikthyer' },
    restoredFrom: (n) => `Rikthyer versioni ${n}`,
    by: (done, who) => `${done} nga ${who ?? 'një llogari e paregjistruar'}`,
    on: 'më',
    isCurrent: (name) => `${name}, ai aktual`,
    beside: (name) => `${name} pranë versionit aktual`,
    asNow: (lower) =>
      `Ky është elementi (${lower}) siç është tani. Zgjidhni një version të mëparshëm për të parë çfarë ndryshoi.`,
    same: (name) => `${name} ka të njëjtën përmbajtje me versionin aktual: nuk ka asgjë për të rikthyer.`,
    differ: (name) => `Fushat që ndryshojnë mes ${name.toLowerCase()} dhe tani`,
    field: 'Fusha',
    currentColumn: 'Aktuali',
    notStored: 'Nuk ruhet më',
    noFile: 'Pa skedar',
    keepsFile: (why) => `${why}: rikthimi mban skedarin aktual.`,
    restore: 'Rikthe',
    restoreSubject: (n) => `versionin ${n}`,
    restoring: 'Po rikthehet…',
    restoreThis: 'Rikthe këtë version',
    restoreText:
      'Fushat e shfaqura këtu zënë vendin e atyre aktuale, si një version i ri që faqja pastaj e shfaq. Versioni aktual mbetet në historik, për t’u rikthyer nga ana e tij.',
    kept: (files) => `Mbetet ${files} aktuale: ajo e këtij versioni nuk ruhet më.`,
    restored: (from, to) => `Versioni ${from} u rikthye: tani është versioni ${to}.`,
    conflict: 'Asgjë nuk u rikthye: krahasimi tani shfaq versionin e tyre, kontrollojeni dhe rikthejeni përsëri.',
    refused: (message) => `Asgjë nuk u rikthye. ${message}`,
    unreachable: 'Asgjë nuk u rikthye: API-ja nuk u arrit. Kontrolloni lidhjen dhe provoni përsëri.',
  },
  renew: {
    title: 'Hyni përsëri për të vazhduar',
    text: (email) =>
      `Seanca juaj përfundoi, por ajo që shkruat është ende këtu. Shkruani fjalëkalimin e ${email} për të vazhduar: ruajtja që kërkuat bëhet pastaj.`,
    password: 'Fjalëkalimi',
    passwordMissing: 'Shkruani fjalëkalimin.',
    leave: 'Dil dhe lëre',
    logIn: 'Hyr dhe vazhdo',
    loggingIn: 'Duke hyrë…',
    failures: {
      unavailable: 'Fjalëkalimi nuk mund të kontrollohej tani: API-ja nuk u përgjigj. Provoni përsëri pas pak.',
      throttled: 'Shumë përpjekje. Prisni disa minuta, pastaj provoni përsëri.',
      failed: 'Ky fjalëkalim nuk është i saktë, ose kjo llogari nuk mund të hyjë më.',
    },
  },
  drafts: {
    saveAsDraft: 'Ruaj si draft',
    saveDraft: 'Ruaj draftin',
    saveAndPublish: 'Ruaj dhe publiko',
    createAndPublish: 'Krijo dhe publiko',
    publish: 'Publiko',
    unpublish: 'Kthe në draft',
    publishSelected: 'Publiko të zgjedhurat',
    badge: 'Draft',
    note: 'Draft: nuk është në faqe derisa të publikohet',
    savedAsDraft: (one) => `${one}: u ruajt si draft, nuk është në faqe.`,
    published: (one) => `${one}: u publikua, po shkon në faqe.`,
    unpublished: (one) => `${one}: u kthye në draft, po largohet nga faqja.`,
    failed: (lower) => `Ndryshimi i publikimit dështoi (${lower}).`,
    lookAgain: 'Shikojeni përsëri më parë.',
    preview: 'Parashiko faqen',
    previewIn: 'Parashikimi:',
    previewLasts: `(lidhjet punojnë ${PREVIEW_GRANT_MINUTES} minuta, për sa kohë jeni të identifikuar)`,
    status: 'Gjendja',
    statusPublished: 'Të publikuara',
    statusDrafts: 'Drafte',
    waiting: (n) => `${n} ${n === 1 ? 'draft' : 'drafte'} në pritje`,
    bulkDone: (n, some, published) => `${n} ${some} ${published ? 'u publikuan' : 'u kthyen në draft'}.`,
    bulkKept: (n, refused, published) => `${n} ${published ? 'nuk u publikuan' : 'nuk u kthyen në draft'}: ${refused}`,
    bulkNone: (many, kept, published) =>
      `Asnjë nga ${many} ${published ? 'nuk u publikua' : 'nuk u kthye në draft'}. ${kept}`,
  },
  changes: {
    title: 'Ndryshime të papublikuara',
    saveAsChanges: 'Ruaj pa publikuar',
    save: 'Ruaj pa publikuar',
    edit: 'Redakto ndryshimet',
    publish: 'Publiko ndryshimet',
    discard: 'Hidh poshtë ndryshimet',
    discardQuestion: 'Të hidhen poshtë ndryshimet?',
    discardText: 'Ndryshimet dhe skedarët e tyre fshihen; versioni i publikuar mbetet siç është.',
    savedBy: (who, when, fields) => `Ruajtur nga ${who} më ${when}: ${fields}.`,
    siteShows: 'Faqja tregon versionin e publikuar derisa ato të publikohen; parapamja i tregon ato.',
    editing: (who, when) =>
      `Po redaktoni ndryshime të papublikuara, të ruajtura nga ${who} më ${when}. Faqja tregon versionin e publikuar derisa ato të publikohen.`,
    outdated: () =>
      'Ky artikull u ruajt pasi u bënë këto ndryshime: hapini, krahasojini me të dhe ruajini përsëri para se t’i publikoni.',
    saved: 'Ndryshimet u ruajtën: faqja tregon ende versionin e publikuar.',
    published: 'Ndryshimet u publikuan: po shkojnë në faqe.',
    discarded: 'Ndryshimet u hodhën poshtë; versioni i publikuar mbetet.',
    failed: (action) => (action === 'publish' ? 'Ndryshimet nuk u publikuan.' : 'Ndryshimet nuk u hodhën poshtë.'),
  },
  presence: {
    person: (who, since) => `${who} (që nga ${since})`,
    others: (people, many) => `Edhe ${people} e ${many ? 'kanë' : 'ka'} hapur këtë artikull.`,
    saveFirst: 'Nëse ruhet një version tjetër para jush, do t’ju pyesim cilin të mbani.',
  },
};
