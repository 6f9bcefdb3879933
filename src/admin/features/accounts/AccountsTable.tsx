import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { Account } from '#shared/payloads/accounts.ts';
import AccountActions from './AccountActions.tsx';
import { stateOf } from './account-state.ts';

/** Every account with its roles, its state (active, disabled, locked) and its last login, and what can be done to it. */
export default function AccountsTable({ accounts, selfId }: { accounts: Account[]; selfId: number }) {
  const t = useAdminText();
  const words = t.accounts;
  const language = useAdminLanguage();
  const { columns } = words;
  return (
    <table className="admin-table accounts-table">
      <caption className="visually-hidden">{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.account}</th>
          <th scope="col">{columns.roles}</th>
          <th scope="col">{columns.state}</th>
          <th scope="col">{columns.lastLogin}</th>
          <th scope="col">
            <span className="visually-hidden">{columns.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          const state = stateOf(account);
          return (
            <tr key={account.userId} data-state={state}>
              <th scope="row" className="accounts-table__account">
                <span className="accounts-table__name">
                  {account.username}
                  {account.userId === selfId && <span className="admin-muted"> {words.you}</span>}
                </span>
                <span className="accounts-table__email">{account.email}</span>
              </th>
              <td data-label={columns.roles}>{account.roles.map((role) => words.roles[role].name).join(', ')}</td>
              <td data-label={columns.state}>
                <span className={`account-state account-state--${state}`}>{words.states[state]}</span>
                {state === 'locked' && account.lockedUntil && (
                  <span className="admin-muted"> {words.lockedUntil(tiranaTime(account.lockedUntil, language))}</span>
                )}
                {account.hasSecondFactor && <span className="accounts-table__two-step">{t.factorRule.twoStep}</span>}
              </td>
              <td data-label={columns.lastLogin}>
                {account.lastLoginAt ? (
                  <time dateTime={account.lastLoginAt}>{tiranaTime(account.lastLoginAt, language)}</time>
                ) : (
                  <span className="admin-muted">{words.never}</span>
                )}
              </td>
              <td className="accounts-table__actions">
                <AccountActions account={account} isSelf={account.userId === selfId} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
