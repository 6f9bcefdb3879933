import type { Language } from '#shared/i18n/languages.ts';

/**
 * The admin's messages of docs/product.md#error-messages, worded for each kind of content: `one` as in
 * "Project created successfully!", `lower` as in "Failed to update project.".
 */
export function messagesFor({ one, lower }: { one: string; lower: string }) {
  return {
    created: `${one} created successfully!`,
    createFailed: 'Something went wrong. Please try again.',
    createException: `Error creating ${lower}. Please check the console for details.`,
    updated: `${one} updated successfully!`,
    updateFailed: `Failed to update ${lower}.`,
    deleted: `${one} deleted successfully!`,
    deleteFailed: `Failed to delete the ${lower}. Please try again.`,
  };
}

/**
 * The admin messages of docs/product.md#error-messages in Albanian, for the admin in Albanian: `one` with its article as in
 * "Projekti u krijua me sukses!", `of` in the genitive as in "Përditësimi i projektit dështoi.".
 */
export function albanianMessagesFor({ one, of }: { one: string; of: string }): ReturnType<typeof messagesFor> {
  return {
    created: `${one} u krijua me sukses!`,
    createFailed: 'Diçka shkoi keq. Ju lutemi provoni përsëri.',
    createException: `Gabim gjatë krijimit të ${of}. Ju lutemi shikoni konsolën për hollësi.`,
    updated: `${one} u përditësua me sukses!`,
    updateFailed: `Përditësimi i ${of} dështoi.`,
    deleted: `${one} u fshi me sukses!`,
    deleteFailed: `Fshirja e ${of} dështoi. Ju lutemi provoni përsëri.`,
  };
}

/** The admin's messages of docs/product.md#error-messages in the admin's language: the contract's English, or their Albanian. */
export const messagesIn = (language: Language, noun: { one: string; lower: string; of: string }) =>
  language === 'sq' ? albanianMessagesFor(noun) : messagesFor(noun);

export const LOGIN_FAILED = 'Login failed. Please check your email and password.';
export const LOGIN_HEADING = 'Hyni Ne Llogarine Tuaj!';
export const NO_ACCESS = 'This account has no access to the admin. Sign in with an administrator account.';
/** A screen of ROLE_ADMIN's opened by an account without it. */
export const ADMIN_ONLY = 'This screen is for administrators. Your account can edit the site’s content.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
