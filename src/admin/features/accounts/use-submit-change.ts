import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { adminText } from '#admin/i18n/admin-language.ts';
import type { AdminText } from '#admin/i18n/en.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, logFailure } from '#admin/lib/api-client.ts';
import { failureText } from '#admin/lib/failure-text.ts';
import type { Account } from '#shared/payloads/accounts.ts';
import { useAccountChange } from './account-calls.ts';

/**
 * The submit of a dialog's form that changes an account: once the API has made the change, tells
 * the admin what `done` says of the account it answers, in the admin's language by then, and closes
 * the dialog; a refusal shows on the form instead.
 */
export function useSubmitChange<T extends FieldValues>(form: UseFormReturn<T>, close: () => void) {
  const change = useAccountChange();
  return async (call: () => Promise<Account>, done: (account: Account, words: AdminText['accounts']) => string) => {
    try {
      notify(done(await change(call), adminText().accounts));
      close();
    } catch (error) {
      showFailure(form, error);
    }
  };
}

/** The API's message beside each field it names, or its reason as the form's own error (`root`) when it names none. */
function showFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  logFailure(error);
  const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
  if (fields.length === 0) {
    form.setError('root', { message: failureText(error) });
    return;
  }
  for (const [name, message] of fields) form.setError(name as Path<T>, { message });
}
