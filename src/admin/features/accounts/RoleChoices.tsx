import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLES } from '#shared/schemas/auth.ts';
import { ROLE_TEXT } from './account-state.ts';

/** The roles of an account as checkboxes, each saying what it allows; the form's value is the list of those checked. */
export default function RoleChoices({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="role-choices" aria-invalid={error ? true : undefined}>
      <legend>Roles</legend>
      {ROLES.map((role) => (
        <label key={role} className="role-choices__option">
          <input type="checkbox" value={role} {...registration} />
          <span>
            {ROLE_TEXT[role].name}{' '}
            <span className="admin-muted">
              ({role}: {ROLE_TEXT[role].about})
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
