import type { Language } from '#shared/i18n/languages.ts';
import { PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH } from '#shared/payloads/password-reset.ts';
import { type ComposedMail, composeMail } from './mail-layout.ts';
import type { MailSettings } from './mail-settings.ts';

const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    asked: string;
    link: string;
    once: string;
    notYou: string;
    signature: string;
  }
> = {
  sq: {
    subject: 'Zgjidhni një fjalëkalim të ri për administrimin e Tirana Group',
    greeting: (name) => `Përshëndetje ${name},`,
    asked: 'Dikush kërkoi një fjalëkalim të ri për llogarinë tuaj në administrimin e faqes së Tirana Group.',
    link: 'Zgjidhni një fjalëkalim të ri',
    once: `Lidhja funksionon një herë të vetme, për ${PASSWORD_RESET_MINUTES} minuta. Fjalëkalimi i ri mbyll çdo seancë tjetër të llogarisë suaj; nëse keni vërtetimin me dy hapa, ai do t’ju kërkohet përsëri.`,
    notYou:
      'Nëse nuk e kërkuat ju, mos bëni asgjë: fjalëkalimi juaj mbetet i njëjti. Nëse kjo përsëritet, njoftoni një administrator.',
    signature: 'Me respekt,\nTirana Group',
  },
  en: {
    subject: 'Choose a new password for the Tirana Group admin',
    greeting: (name) => `Hello ${name},`,
    asked: 'Someone asked for a new password for your account in the Tirana Group website’s admin.',
    link: 'Choose a new password',
    once: `The link works once, for ${PASSWORD_RESET_MINUTES} minutes. The new password ends every other session of your account; if you have two-step sign-in, it will still be asked.`,
    notYou: 'If it was not you, do nothing: your password stays as it is. If this happens again, tell an admin.',
    signature: 'Kind regards,\nTirana Group',
  },
};

/** The link of a forgotten password, to the account's email, in the language of the login page it was asked from. */
export function passwordResetMail(
  account: { email: string; username: string },
  token: string,
  language: Language,
  settings: MailSettings,
): ComposedMail & { purpose: 'password-reset'; contactId: null; recipient: string } {
  const texts = TEXTS[language];
  const link = new URL(PASSWORD_RESET_PATH, settings.adminOrigin);
  link.search = new URLSearchParams({ token, language }).toString();
  return {
    purpose: 'password-reset',
    contactId: null,
    recipient: account.email,
    ...composeMail(language, texts.subject, [
      { paragraph: texts.greeting(account.username) },
      { paragraph: texts.asked },
      { link: link.href, label: texts.link },
      { paragraph: texts.once },
      { paragraph: texts.notYou },
      { paragraph: texts.signature },
    ]),
  };
}
