import type { Account } from '#shared/schemas/accounts.ts';
import AccountActions from './AccountActions.tsx';
import { tiranaTime } from '../../lib/tirana-time.ts';
import { ROLE_TEXT, STATE_LABELS, stateOf } from './account-state.ts';

/** Every account with its roles, its state (active, disabled, locked) and its last login, and what can be done to it. */
export default function AccountsTable({ accounts, selfId }: { accounts: Account[]; selfId: number }) {
  return (
    <table className="admin-table accounts-table">
      <caption className="visually-hidden">Accounts that can log in to the admin</caption>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col">Roles</th>
          <th scope="col">State</th>
          <th scope="col">Last login</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
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
                  {account.userId === selfId && <span className="admin-muted"> (you)</span>}
                </span>
                <span className="accounts-table__email">{account.email}</span>
              </th>
              <td data-label="Roles">{account.roles.map((role) => ROLE_TEXT[role].name).join(', ')}</td>
              <td data-label="State">
                <span className={`account-state account-state--${state}`}>{STATE_LABELS[state]}</span>
                {state === 'locked' && account.lockedUntil && (
                  <span className="admin-muted"> until {tiranaTime(account.lockedUntil)}</span>
                )}
              </td>
              <td data-label="Last login">
                {account.lastLoginAt ? (
                  <time dateTime={account.lastLoginAt}>{tiranaTime(account.lastLoginAt)}</time>
                ) : (
                  <span className="admin-muted">Never</span>
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
