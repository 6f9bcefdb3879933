import { ACCOUNT_PATH } from '#shared/admin-paths.ts';
import { COMPANY_TIME_ZONE } from '#shared/constants.ts';
import { LOCALES } from '#shared/i18n/formats.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type ComposedMail, composeMail } from './mail-layout.ts';
import type { MailSettings } from './mail-settings.ts';

/** A change to an account's second factors or passkeys (auth/factor-changes.ts makes and records it). */
export interface FactorChange {
  action: 'factor-add' | 'factor-remove' | 'recovery-codes-new';
  /** The factor added or removed; none for new recovery codes, or for all of an account's factors removed at once. */
  factor?: 'app' | 'passkey';
  /** A passkey's name, as its owner gave it. */
  passkeyName?: string;
}

/** What the mail of a change to an account's factors says: whose account, who made the change, when. */
export interface FactorChangeFacts {
  change: FactorChange;
  owner: string;
  /** The admin who made it; none when the owner did. */
  byAdmin: string | undefined;
  at: Date;
}

interface FactorMailTexts {
  /** The change in one sentence, which is also the subject. */
  headline: (change: FactorChange, byAdmin: string | undefined) => string;
  greeting: (owner: string) => string;
  /** What follows from the change for the owner's next sign-in, where something does. */
  after: (change: FactorChange) => string | null;
  account: string;
  when: string;
  madeBy: string;
  /** The moment, written in the company's time. */
  at: (time: string) => string;
  notYou: string;
  notAsked: string;
  openAccount: string;
  signature: string;
}

const passkeyName = (change: FactorChange) => `“${change.passkeyName ?? ''}”`;

/** The owner's emails in each language of the admin (docs/decisions/016-admin-languages.md). */
const TEXTS: Record<Language, FactorMailTexts> = {
  en: {
    headline: (change, byAdmin) => {
      const by = byAdmin ? ` by ${byAdmin}` : '';
      if (change.action === 'recovery-codes-new') return `New recovery codes were made for your account${by}`;
      const added = change.action === 'factor-add';
      if (change.factor === 'app')
        return `An authenticator app was ${added ? 'added to' : 'removed from'} your account${by}`;
      if (change.factor === 'passkey')
        return `${added ? 'A' : 'The'} passkey named ${passkeyName(change)} was ${added ? 'added to' : 'removed from'} your account${by}`;
      return `All your second factors were removed${by}`;
    },
    greeting: (owner) => `Hello ${owner},`,
    after: (change) =>
      change.action === 'recovery-codes-new'
        ? 'The recovery codes you had before no longer work.'
        : change.action === 'factor-remove' && change.factor !== 'passkey'
          ? 'Unless your account has a passkey, your password alone signs you in now. Add an authenticator app or a passkey again on your account screen.'
          : null,
    account: 'Account',
    when: 'When',
    madeBy: 'Made by',
    at: (time) => `${time} (Tirana time)`,
    notYou:
      'If this was not you, someone else knows your password and is signed in as you: change your password at once on your account screen, which signs out every other session, and tell an administrator.',
    notAsked: 'If you did not ask for this, tell another administrator at once.',
    openAccount: 'Open your account',
    signature: 'Tirana Group admin',
  },
  sq: {
    headline: (change, byAdmin) => {
      if (change.action === 'recovery-codes-new')
        return byAdmin
          ? `${byAdmin} krijoi kode të reja rikuperimi për llogarinë tuaj`
          : 'U krijuan kode të reja rikuperimi për llogarinë tuaj';
      const added = change.action === 'factor-add';
      if (change.factor === 'app') {
        if (byAdmin)
          return added
            ? `${byAdmin} shtoi një aplikacion vërtetimi në llogarinë tuaj`
            : `${byAdmin} hoqi një aplikacion vërtetimi nga llogaria juaj`;
        return added
          ? 'Një aplikacion vërtetimi u shtua në llogarinë tuaj'
          : 'Një aplikacion vërtetimi u hoq nga llogaria juaj';
      }
      if (change.factor === 'passkey') {
        const name = passkeyName(change);
        if (byAdmin)
          return added
            ? `${byAdmin} shtoi në llogarinë tuaj një çelës kalimi me emrin ${name}`
            : `${byAdmin} hoqi nga llogaria juaj çelësin e kalimit me emrin ${name}`;
        return added
          ? `Një çelës kalimi me emrin ${name} u shtua në llogarinë tuaj`
          : `Çelësi i kalimit me emrin ${name} u hoq nga llogaria juaj`;
      }
      return byAdmin
        ? `${byAdmin} hoqi të gjithë faktorët e dytë të llogarisë suaj`
        : 'Të gjithë faktorët e dytë të llogarisë suaj u hoqën';
    },
    greeting: (owner) => `Përshëndetje ${owner},`,
    after: (change) =>
      change.action === 'recovery-codes-new'
        ? 'Kodet e rikuperimit që kishit më parë nuk funksionojnë më.'
        : change.action === 'factor-remove' && change.factor !== 'passkey'
          ? 'Nëse llogaria juaj nuk ka një çelës kalimi, tani hyni vetëm me fjalëkalimin. Shtoni përsëri një aplikacion vërtetimi ose një çelës kalimi te faqja e llogarisë suaj.'
          : null,
    account: 'Llogaria',
    when: 'Kur',
    madeBy: 'Ndryshimin e bëri',
    at: (time) => `${time} (ora e Tiranës)`,
    notYou:
      'Nëse nuk e bëtë ju, dikush tjetër e di fjalëkalimin tuaj dhe ka hyrë si ju: ndryshoni menjëherë fjalëkalimin te faqja e llogarisë suaj, gjë që mbyll çdo seancë tjetër, dhe njoftoni një administrator.',
    notAsked: 'Nëse nuk e kërkuat ju këtë ndryshim, njoftoni menjëherë një administrator tjetër.',
    openAccount: 'Hapni llogarinë tuaj',
    signature: 'Administrimi i Tirana Group',
  },
};

const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALES.en, { dateStyle: 'long', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE }),
  sq: new Intl.DateTimeFormat(LOCALES.sq, { dateStyle: 'long', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE }),
};

/**
 * The email that tells an account's owner of a change to its factors, in the language its admin
 * speaks: what changed, when, by whom when an admin did it, and what to do if they did not.
 */
export function factorChangeMail(
  language: Language,
  { change, owner, byAdmin, at }: FactorChangeFacts,
  settings: Pick<MailSettings, 'adminOrigin'>,
): ComposedMail {
  const texts = TEXTS[language];
  const headline = texts.headline(change, byAdmin);
  const after = texts.after(change);
  return composeMail(language, headline, [
    { paragraph: texts.greeting(owner) },
    { paragraph: `${headline}.` },
    {
      lines: [
        [texts.account, owner],
        [texts.when, texts.at(timeFormats[language].format(at))],
        ...(byAdmin ? [[texts.madeBy, byAdmin] as [string, string]] : []),
      ],
    },
    ...(after ? [{ paragraph: after }] : []),
    { paragraph: byAdmin ? texts.notAsked : texts.notYou },
    { link: new URL(ACCOUNT_PATH, settings.adminOrigin).href, label: texts.openAccount },
    { paragraph: texts.signature },
  ]);
}
