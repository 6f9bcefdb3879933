import type { Language } from '#shared/i18n/languages.ts';
import { MessageSchema } from '#shared/schemas/common.ts';
import { apiRequest } from './api-client.ts';
import { $session } from './session.ts';

/**
 * Tells the signed-in account the language its admin is in now (`PUT /user/language`): its emails
 * about its factors are written in it (docs/decisions/032-second-factors.md). The switch does not
 * wait for it, nor fail with it: the screens have switched already.
 */
export function tellAccountLanguage(language: Language) {
  if (!$session.get()) return;
  apiRequest('PUT', '/user/language', MessageSchema, { body: { language }, renewable: false }).catch(
    (error: unknown) => {
      // A warning, not an error: only the account's emails keep the language they had.
      console.warn('The admin’s language was not saved on the account:', error);
    },
  );
}
