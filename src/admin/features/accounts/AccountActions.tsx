import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { adminText, useAdminText } from '#admin/i18n/admin-language.ts';
import ConfirmAction from '#admin/layout/ConfirmAction.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { logFailure } from '#admin/lib/api-client.ts';
import { failureText } from '#admin/lib/failure-text.ts';
import { ACCOUNT_PATH } from '#admin/lib/routes.ts';
import type { Account } from '#shared/payloads/accounts.ts';
import { accountCalls, useAccountChange } from './account-calls.ts';
import { stateOf } from './account-state.ts';
import FormDialog from './FormDialog.tsx';
import PasswordResetForm from './PasswordResetForm.tsx';
import RolesForm from './RolesForm.tsx';

/** The notice of a change made, by its name in the catalogue's `accounts`, or of the second factors removed. */
type Done = 'unlocked' | 'enabled' | 'disabled' | 'deleted' | 'factorsRemoved';

/**
 * What an admin may do to one account: its roles, disable or enable, unlock while locked, a new
 * password, delete. Disabling and deleting ask first; every change but enabling and unlocking signs
 * the account out everywhere, which the dialogs say.
 */
export default function AccountActions({ account, isSelf }: { account: Account; isSelf: boolean }) {
  const change = useAccountChange();
  const [busy, setBusy] = useState(false);
  const t = useAdminText();
  const words = t.accounts;
  const { userId, username } = account;

  /** Makes the change, then says what `done` says of the account, in the admin's language once it is made. */
  async function run(call: (userId: number) => Promise<unknown>, done: Done) {
    setBusy(true);
    try {
      await change(() => call(userId));
      const words = adminText();
      notify(done === 'factorsRemoved' ? words.factorRule.removed(username) : words.accounts[done](username));
    } catch (error) {
      logFailure(error);
      notify(failureText(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  /** A change that is easy to take back, made at once. */
  const plainAction = (action: string, label: string, call: (userId: number) => Promise<unknown>, done: Done) => (
    <Button
      className="admin-button admin-button--ghost"
      isDisabled={busy}
      aria-label={label}
      onPress={() => run(call, done)}
    >
      {action}
    </Button>
  );

  return (
    <div className="account-actions">
      <FormDialog label={words.rolesButton} title={words.rolesOf(username)}>
        {(close) => <RolesForm account={account} close={close} />}
      </FormDialog>
      {stateOf(account) === 'locked' &&
        plainAction(words.unlock, words.unlockLabel(username), accountCalls.unlock, 'unlocked')}
      {account.disabled ? (
        plainAction(words.enable, words.enableLabel(username), accountCalls.enable, 'enabled')
      ) : (
        <ConfirmAction
          action={words.disable}
          subject={username}
          label={words.disableLabel(username)}
          question={words.disableQuestion(username)}
          isDisabled={busy}
          onConfirm={() => run(accountCalls.disable, 'disabled')}
        >
          <p>{words.disableText(username, isSelf)}</p>
        </ConfirmAction>
      )}
      {isSelf ? (
        <Link className="admin-button admin-button--ghost" to={ACCOUNT_PATH}>
          {words.yourPassword}
        </Link>
      ) : (
        <FormDialog label={words.newPassword} title={words.newPasswordFor(username)}>
          {(close) => <PasswordResetForm account={account} close={close} />}
        </FormDialog>
      )}
      {/* One's own are removed on one's account screen, with one's password. */}
      {account.hasSecondFactor && !isSelf && (
        <ConfirmAction
          action={t.factorRule.remove}
          subject={username}
          label={t.factorRule.removeLabel(username)}
          question={t.factorRule.removeQuestion(username)}
          isDisabled={busy}
          onConfirm={() => run(accountCalls.removeFactors, 'factorsRemoved')}
        >
          <p>{t.factorRule.removeText(username)}</p>
        </ConfirmAction>
      )}
      <ConfirmAction
        action={words.delete}
        subject={username}
        label={words.deleteLabel(username)}
        question={words.deleteQuestion(username)}
        isDisabled={busy}
        onConfirm={() => run(accountCalls.remove, 'deleted')}
      >
        <p>{words.deleteText(username, account.email, isSelf)}</p>
      </ConfirmAction>
    </div>
  );
}
