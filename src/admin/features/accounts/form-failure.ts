import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError, logFailure } from '../../lib/api-client.ts';
import { failureText } from './account-calls.ts';

/**
 * Shows a refused change on its form: the API's message beside each field it names, or its reason
 * as the form's own error (`root`) when it names none.
 */
export function showFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  logFailure(error);
  const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
  if (fields.length === 0) {
    form.setError('root', { message: failureText(error) });
    return;
  }
  for (const [name, message] of fields) form.setError(name as Path<T>, { message });
}
