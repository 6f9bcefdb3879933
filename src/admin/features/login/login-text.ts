import { EN_PASSKEYS, type PasskeySignInWords } from '#admin/i18n/en-passkeys.ts';
import { SQ_PASSKEYS } from '#admin/i18n/sq-passkeys.ts';
import { LOGIN_FAILED, LOGIN_HEADING, NO_ACCESS, SESSION_EXPIRED } from '#admin/lib/messages.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** The words of the step, in the language of the page it is on. */
export interface SecondFactorWords {
  codeLabel: string;
  codeHint: string;
  codeMissing: string;
  codeRefused: string;
  tooManyAttempts: string;
  unavailable: string;
  confirm: string;
  confirming: string;
}

/** The login page's words in one language; the admin then speaks the one its user signed in with. */
export interface LoginText {
  /** The page's title in the browser's tab. */
  title: string;
  heading: string;
  /** The name of the language switch. */
  languages: string;
  email: string;
  password: string;
  signIn: string;
  signingIn: string;
  emailMissing: string;
  passwordMissing: string;
  /** A field's text past the longest the API takes. */
  tooLong: (label: string, max: number) => string;
  /** The login failure of docs/product.md#error-messages. */
  failed: string;
  tooManyAttempts: string;
  /** The API could not check the password (it answered 5xx, or not at all). */
  unavailable: string;
  noAccess: string;
  sessionExpired: string;
  back: string;
  /** The second step, for an account with a second factor. */
  secondFactorHeading: string;
  secondFactor: SecondFactorWords;
  startOver: string;
  passkey: PasskeySignInWords;
}

/**
 * Albanian, the default language, with the heading of docs/product.md#admin-routes as written, and English, with the error messages'
 * messages as written.
 */
export const LOGIN_TEXT: Record<Language, LoginText> = {
  sq: {
    title: 'Hyrja | Tirana Group admin',
    heading: LOGIN_HEADING,
    languages: 'Gjuha',
    email: 'Email-i',
    password: 'Fjalëkalimi',
    signIn: 'Hyni',
    signingIn: 'Duke hyrë…',
    emailMissing: 'Shkruani email-in ose emrin e përdoruesit.',
    passwordMissing: 'Shkruani fjalëkalimin.',
    tooLong: (label, max) => `${label}: jo më shumë se ${max} shenja.`,
    failed: 'Hyrja dështoi. Ju lutemi kontrolloni email-in dhe fjalëkalimin.',
    tooManyAttempts: 'Shumë përpjekje të dështuara. Prisni disa minuta dhe provoni përsëri.',
    unavailable: 'Hyrja nuk është e mundur për momentin. Ju lutemi provoni përsëri pas një minute.',
    noAccess: 'Kjo llogari nuk ka qasje në administrim. Hyni me një llogari administratori.',
    sessionExpired: 'Seanca juaj ka skaduar. Ju lutemi hyni përsëri.',
    back: '← Kthehu te faqja',
    secondFactorHeading: 'Hapi i dytë i hyrjes',
    secondFactor: {
      codeLabel: 'Kodi',
      codeHint: 'Kodi me 6 shifra nga aplikacioni juaj i vërtetimit, ose një nga kodet tuaja të rikuperimit.',
      codeMissing: 'Shkruani kodin.',
      codeRefused: 'Ky kod nuk është i saktë, ose është përdorur tashmë. Shkruani kodin më të ri.',
      tooManyAttempts: 'Shumë përpjekje të dështuara. Prisni disa minuta dhe provoni përsëri.',
      unavailable: 'Hyrja nuk është e mundur për momentin. Ju lutemi provoni përsëri pas një minute.',
      confirm: 'Vazhdo',
      confirming: 'Duke kontrolluar…',
    },
    startOver: 'Hyni me një llogari tjetër',
    passkey: SQ_PASSKEYS.passkeySignIn,
  },
  en: {
    title: 'Sign in | Tirana Group admin',
    heading: 'Sign in to your account',
    languages: 'Language',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    emailMissing: 'Enter your email or username.',
    passwordMissing: 'Enter your password.',
    tooLong: (label, max) => `${label}: at most ${max} characters.`,
    failed: LOGIN_FAILED,
    tooManyAttempts: 'Too many failed attempts. Please wait a few minutes and try again.',
    unavailable: 'Signing in is not possible at the moment. Please try again in a minute.',
    noAccess: NO_ACCESS,
    sessionExpired: SESSION_EXPIRED,
    back: '← Back to the site',
    secondFactorHeading: 'Second step of signing in',
    secondFactor: {
      codeLabel: 'Code',
      codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
      codeMissing: 'Enter the code.',
      codeRefused: 'This code is not right, or it was used already. Enter the newest code.',
      tooManyAttempts: 'Too many failed attempts. Please wait a few minutes and try again.',
      unavailable: 'Signing in is not possible at the moment. Please try again in a minute.',
      confirm: 'Continue',
      confirming: 'Checking…',
    },
    startOver: 'Sign in with another account',
    passkey: EN_PASSKEYS.passkeySignIn,
  },
};
