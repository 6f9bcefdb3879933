import { MIN_PASSWORD_CHARS } from '#shared/constants.ts';
import { PASSWORD_NAMES_ACCOUNT } from '#shared/schemas/accounts.ts';
import { NEW_PASSWORDS_DIFFER, PASSWORDS_DIFFER } from '../features/account/repeated-password.ts';
import type { EN_ACCOUNTS } from './en-accounts.ts';

const yourOwn = (own: boolean) => (own ? ' Kjo është llogaria juaj: do të mbyllet edhe seanca juaj.' : '');

/**
 * The account forms' refusals in Albanian, by their English words (the shared schemas', which the
 * API writes too, and repeated-password.ts's); one not found here stays as written.
 * account-checks.test.ts makes each schema refuse and finds its words here.
 */
const CHECKS: Record<string, string> = {
  'Enter a username.': 'Shkruani një emër përdoruesi.',
  'A username has at most 64 characters.': 'Emri i përdoruesit ka jo më shumë se 64 shenja.',
  'A username has no spaces and no @.': 'Emri i përdoruesit nuk mund të ketë hapësira ose @.',
  'Enter a valid email address.': 'Shkruani një adresë email-i të vlefshme.',
  'Choose ROLE_ADMIN, ROLE_USER or both.': 'Zgjidhni administrator, redaktor ose të dy.',
  'Give the account at least one role.': 'Jepini llogarisë të paktën një rol.',
  'Give each role once.': 'Jepeni secilin rol vetëm një herë.',
  [PASSWORD_NAMES_ACCOUNT]: 'Zgjidhni një fjalëkalim që nuk është email-i ose emri i përdoruesit.',
  [`The new password needs at least ${MIN_PASSWORD_CHARS} characters.`]: `Fjalëkalimi i ri duhet të ketë të paktën ${MIN_PASSWORD_CHARS} shenja.`,
  'Enter your current password.': 'Shkruani fjalëkalimin tuaj aktual.',
  'This is not your current password.': 'Ky nuk është fjalëkalimi juaj aktual.',
  [PASSWORDS_DIFFER]: 'Dy fjalëkalimet nuk përputhen.',
  [NEW_PASSWORDS_DIFFER]: 'Dy fjalëkalimet e reja nuk përputhen.',
};

/** The accounts screen, the own account's screen and the activity log in Albanian; sq.ts takes them in. */
export const SQ_ACCOUNTS: typeof EN_ACCOUNTS = {
  accounts: {
    title: 'Llogaritë',
    add: 'Shto një llogari',
    intro:
      'Redaktorët shtojnë, ndryshojnë dhe fshijnë përmbajtjen e faqes. Administratorët lexojnë edhe mesazhet e kontaktit dhe aplikimet, dhe menaxhojnë këto llogari. Ndryshimi i roleve, një fjalëkalim i ri, çaktivizimi dhe fshirja mbyllin menjëherë të gjitha seancat e llogarisë.',
    caption: 'Llogaritë që mund të hyjnë në administrim',
    columns: {
      account: 'Llogaria',
      roles: 'Rolet',
      state: 'Gjendja',
      lastLogin: 'Hyrja e fundit',
      actions: 'Veprimet',
    },
    you: '(ju)',
    states: { active: 'Aktive', disabled: 'E çaktivizuar', locked: 'E bllokuar' },
    lockedUntil: (time) => `deri më ${time}`,
    never: 'Asnjëherë',
    roles: {
      ROLE_ADMIN: { name: 'Administrator', about: 'përmbajtja, kontaktet dhe llogaritë' },
      ROLE_USER: { name: 'Redaktor', about: 'vetëm përmbajtja' },
    },
    rolesLegend: 'Rolet',
    rolesButton: 'Rolet',
    rolesOf: (name) => `Rolet e ${name}`,
    rolesText: (name) => `Një ndryshim mbyll të gjitha seancat e ${name}: llogaria hyn përsëri me rolet e reja.`,
    saveRoles: 'Ruaj rolet',
    savingRoles: 'Po ruhen…',
    rolesChanged: (name) => `Rolet e ${name} u ndryshuan; të gjitha seancat e llogarisë u mbyllën.`,
    unlock: 'Zhblloko',
    unlockLabel: (name) => `Zhblloko ${name}`,
    unlocked: (name) => `Llogaria ${name} u zhbllokua dhe mund të hyjë përsëri.`,
    enable: 'Aktivizo',
    enableLabel: (name) => `Aktivizo ${name}`,
    enabled: (name) => `Llogaria ${name} u aktivizua dhe mund të hyjë përsëri.`,
    disable: 'Çaktivizo',
    disableLabel: (name) => `Çaktivizo ${name}`,
    disableQuestion: (name) => `Të çaktivizohet llogaria ${name}?`,
    disableText: (name, own) =>
      `Të gjitha seancat e ${name} mbyllen menjëherë, dhe llogaria nuk mund të hyjë derisa një administrator ta aktivizojë përsëri.${yourOwn(own)}`,
    disabled: (name) => `Llogaria ${name} u çaktivizua dhe të gjitha seancat e saj u mbyllën.`,
    yourPassword: 'Fjalëkalimi juaj',
    newPassword: 'Fjalëkalim i ri',
    newPasswordFor: (name) => `Fjalëkalim i ri për ${name}`,
    resetText: (name) =>
      `Të gjitha seancat e ${name} mbyllen; llogaria hyn me këtë fjalëkalim, pastaj e ndryshon vetë.`,
    setPassword: 'Vendos fjalëkalimin',
    settingPassword: 'Po vendoset…',
    passwordSet: (name) => `Fjalëkalimi i ${name} u ndryshua; të gjitha seancat e llogarisë u mbyllën.`,
    delete: 'Fshi',
    deleteLabel: (name) => `Fshi ${name}`,
    deleteQuestion: (name) => `Të fshihet llogaria ${name}?`,
    deleteText: (name, email, own) =>
      `Llogaria ${name} (${email}) hiqet dhe të gjitha seancat e saj mbyllen. Përmbajtja që ka ndryshuar mbetet. Kjo nuk mund të zhbëhet.${yourOwn(own)}`,
    deleted: (name) => `Llogaria ${name} u fshi.`,
    username: 'Emri i përdoruesit',
    usernameHint: 'Pa hapësira dhe pa @; llogaria mund të hyjë me të ose me email-in.',
    email: 'Email-i',
    addAccount: 'Shto llogarinë',
    adding: 'Po shtohet…',
    added: (name) => `Llogaria ${name} u shtua. Jepini përdoruesit fjalëkalimin e parë.`,
    check: (message) => CHECKS[message] ?? message,
  },
  passwords: {
    label: { first: 'Fjalëkalimi i parë', new: 'Fjalëkalimi i ri' },
    repeat: { first: 'Përsëritni fjalëkalimin e parë', new: 'Përsëritni fjalëkalimin e ri' },
    hint: {
      your: `Të paktën ${MIN_PASSWORD_CHARS} shenja, dhe jo email-i ose emri juaj i përdoruesit.`,
      the: `Të paktën ${MIN_PASSWORD_CHARS} shenja, dhe jo email-i ose emri i përdoruesit i llogarisë.`,
    },
  },
  account: {
    title: 'Llogaria juaj',
    username: 'Emri i përdoruesit',
    email: 'Email-i',
    change: 'Ndryshoni fjalëkalimin',
    current: 'Fjalëkalimi aktual',
    submit: 'Ndrysho fjalëkalimin',
    changing: 'Po ndryshohet…',
    changed: 'Fjalëkalimi juaj u ndryshua. Seancat tuaja në çdo vend tjetër u mbyllën.',
    failed: 'Fjalëkalimi nuk u ndryshua. Ju lutemi provoni përsëri.',
  },
  activity: {
    title: 'Aktiviteti',
    intro:
      'Çdo veprim në administrim, më të rejat së pari: ruajtjet, fshirjet, rikthimet dhe renditjet e reja të përmbajtjes, hyrjet dhe hyrjet e dështuara, ndryshimet e llogarive, dhe ndryshimet që faqja nuk arriti t’i publikonte.',
    search: 'Kërko në aktivitet',
    searchPlaceholder: 'Një emër, një llogari, një veprim…',
    searchButton: 'Kërko',
    found: (total, count, search) =>
      `${count} ${total === 1 ? 'regjistrim' : 'regjistrime'}${search ? ` me “${search}”` : ''}`,
    pageOf: (page, pages) => `faqja ${page} nga ${pages}`,
    noMatch: 'Asgjë nuk përputhet me këtë kërkim.',
    none: 'Ende nuk është regjistruar asgjë.',
    pages: 'Faqet e aktivitetit',
    newer: '← Më të rejat',
    older: 'Më të vjetrat →',
    caption: 'Veprimet në administrim, më të rejat së pari',
    columns: { when: 'Kur', who: 'Kush', action: 'Veprimi', what: 'Çfarë ndodhi' },
    actions: {
      create: 'Krijuar',
      update: 'Përditësuar',
      delete: 'Fshirë',
      restore: 'Rikthyer',
      reorder: 'Rirenditur',
      publish: 'Publikuar',
      unpublish: 'Kthyer në draft',
      'changes-save': 'Ndryshime të ruajtura',
      'changes-publish': 'Ndryshime të publikuara',
      'changes-discard': 'Ndryshime të hedhura poshtë',
      'publish-failed': 'Publikimi dështoi',
      login: 'Hyrje',
      'login-failed': 'Hyrje e dështuar',
      'password-change': 'Fjalëkalimi i vet',
      'account-create': 'Llogari e shtuar',
      'account-roles': 'Role të ndryshuara',
      'account-disable': 'Llogari e çaktivizuar',
      'account-enable': 'Llogari e aktivizuar',
      'account-unlock': 'Llogari e zhbllokuar',
      'account-password': 'Fjalëkalim i vendosur',
      'account-delete': 'Llogari e fshirë',
      'contact-state': 'Gjendje mesazhi e ndryshuar',
      'contact-note': 'Shënim i shtuar',
      'contact-delete': 'Mesazh i fshirë',
      'contact-retention': 'Aplikime të vjetra të fshira',
    },
  },
};
