import type { AdminText } from './en.ts';

/** The words of passkeys in Albanian; en-passkeys.ts is the shape. */
export const SQ_PASSKEYS: Pick<AdminText, 'passkeys' | 'passkeySignIn'> = {
  passkeys: {
    title: 'Çelësat e kalimit',
    intro:
      'Një çelës kalimi ju fut me gjurmën e gishtit, fytyrën ose kyçjen e ekranit të pajisjes në vend të fjalëkalimit, dhe nuk funksionon në një faqe të rreme. Pas fjalëkalimit, shërben edhe si hap i dytë.',
    secondStep: 'Aktive: pas fjalëkalimit, hyrja kërkon një nga çelësat tuaj të kalimit.',
    none: 'Ende asnjë çelës kalimi.',
    unsupported:
      'Ky shfletues nuk mund të krijojë çelësa kalimi. Përdorni një version të ri të Chrome, Edge, Firefox ose Safari.',
    added: (date) => `Shtuar më ${date}`,
    lastUsed: (date) => `përdorur së fundi më ${date}`,
    neverUsed: 'ende i papërdorur',
    name: 'Emri i çelësit të ri të kalimit',
    nameHint: 'Ku ruhet, që t’i dalloni çelësat tuaj: “laptopi i zyrës”, “telefoni”.',
    nameMissing: 'Emërtojeni çelësin e kalimit, p.sh. “laptopi i zyrës”.',
    add: 'Shto një çelës kalimi',
    adding: 'Ndiqni shfletuesin…',
    addedNotice: (name) => `Çelësi i kalimit “${name}” u shtua.`,
    alreadyMade:
      'Kjo pajisje ose ky menaxher fjalëkalimesh ka tashmë një çelës kalimi për llogarinë tuaj: është në listën më sipër.',
    cancelled: 'Nuk u krijua asnjë çelës kalimi: dritarja e shfletuesit u mbyll, ose i mbaroi koha.',
    refused: 'Çelësi i kalimit nuk mund të shtohej. Ju lutemi provoni përsëri.',
    rename: 'Riemërto',
    renameLabel: (name) => `Emri i ri i “${name}”`,
    save: 'Ruaj',
    renamed: 'Çelësi i kalimit u riemërtua.',
    remove: 'Hiq',
    removeLabel: (name) => `Hiq “${name}”`,
    removeText: (name) =>
      `“${name}” nuk do t’ju fusë më. Shkruani fjalëkalimin për ta hequr; me faktorin tuaj të fundit, edhe kodet e rikuperimit nuk funksionojnë më.`,
    password: 'Fjalëkalimi juaj',
    removed: (name) => `Çelësi i kalimit “${name}” u hoq.`,
    cancel: 'Anulo',
    failed: 'Kjo nuk funksionoi. Ju lutemi provoni përsëri.',
  },
  passkeySignIn: {
    or: 'ose',
    signIn: 'Hyni me një çelës kalimi',
    signingIn: 'Ndiqni shfletuesin…',
    failed: 'Ky çelës kalimi nuk ju futi. Provoni përsëri, ose përdorni fjalëkalimin.',
    unknown: 'Ky çelës kalimi nuk njihet këtu. Hyni me fjalëkalimin, pastaj shtojeni te faqja e llogarisë suaj.',
    useInstead: 'Përdorni një çelës kalimi',
    codeHintNoApp: 'Një nga kodet tuaja të rikuperimit.',
  },
};
