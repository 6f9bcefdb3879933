import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type { Account } from '#shared/schemas/accounts.ts';
import { logFailure } from '../../lib/api-client.ts';
import { notify } from '../../layout/Toasts.tsx';
import { ACCOUNT_PATH } from '../../routes.ts';
import { failureText } from '../../lib/failure-text.ts';
import { accountCalls, useAccountChange } from './account-calls.ts';
import { stateOf } from './account-state.ts';
import ConfirmAction from '../../layout/ConfirmAction.tsx';
import FormDialog from './FormDialog.tsx';
import PasswordResetForm from './PasswordResetForm.tsx';
import RolesForm from './RolesForm.tsx';

/**
 * What an admin may do to one account: its roles, disable or enable, unlock while locked, a new
 * password, delete. Disabling and deleting ask first; every change but enabling and unlocking signs
 * the account out everywhere, which the dialogs say.
 */
export default function AccountActions({ account, isSelf }: { account: Account; isSelf: boolean }) {
  const change = useAccountChange();
  const [busy, setBusy] = useState(false);
  const { userId, username } = account;
  const yourOwn = isSelf ? ' This is your own account: you will be signed out too.' : '';

  async function run(call: (userId: number) => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await change(() => call(userId));
      notify(done);
    } catch (error) {
      logFailure(error);
      notify(failureText(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  /** A change that is easy to take back, made at once. */
  const plainAction = (action: string, call: (userId: number) => Promise<unknown>, done: string) => (
    <Button
      className="admin-button admin-button--ghost"
      isDisabled={busy}
      aria-label={`${action} ${username}`}
      onPress={() => run(call, done)}
    >
      {action}
    </Button>
  );

  return (
    <div className="account-actions">
      <FormDialog label="Roles" title={`Roles of ${username}`}>
        {(close) => <RolesForm account={account} close={close} />}
      </FormDialog>
      {stateOf(account) === 'locked' &&
        plainAction('Unlock', accountCalls.unlock, `${username} is unlocked and may log in again.`)}
      {account.disabled ? (
        plainAction('Enable', accountCalls.enable, `${username} is enabled and may log in again.`)
      ) : (
        <ConfirmAction
          action="Disable"
          subject={username}
          isDisabled={busy}
          onConfirm={() => run(accountCalls.disable, `${username} is disabled and signed out everywhere.`)}
        >
          <p>
            {username} is signed out everywhere at once and cannot log in until an admin enables the account again.
            {yourOwn}
          </p>
        </ConfirmAction>
      )}
      {isSelf ? (
        <Link className="admin-button admin-button--ghost" to={ACCOUNT_PATH}>
          Your password
        </Link>
      ) : (
        <FormDialog label="New password" title={`New password for ${username}`}>
          {(close) => <PasswordResetForm account={account} close={close} />}
        </FormDialog>
      )}
      <ConfirmAction
        action="Delete"
        subject={username}
        isDisabled={busy}
        onConfirm={() => run(accountCalls.remove, `The account ${username} is deleted.`)}
      >
        <p>
          The account {username} ({account.email}) is removed and signed out everywhere. The content it edited stays.
          This cannot be undone.{yourOwn}
        </p>
      </ConfirmAction>
    </div>
  );
}
