import type { UseFormRegisterReturn } from 'react-hook-form';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { ROLES } from '#shared/payloads/auth.ts';

/** The roles of an account as checkboxes, each saying what it allows; the form's value is the list of those checked. */
export default function RoleChoices({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const t = useAdminText();
  const { roles, rolesLegend } = t.accounts;
  return (
    <fieldset className="role-choices" aria-invalid={error ? true : undefined}>
      <legend>{rolesLegend}</legend>
      {ROLES.map((role) => (
        <label key={role} className="role-choices__option">
          <input type="checkbox" value={role} {...registration} />
          <span>
            {roles[role].name} <span className="admin-muted">({roles[role].about})</span>
          </span>
        </label>
      ))}
      {error && (
        <p className="admin-field__error" role="alert">
          {t.accounts.check(error)}
        </p>
      )}
    </fieldset>
  );
}
