import { useStore } from '@nanostores/react';
import { $session } from '../../lib/session.ts';
import PageHeader from '../../layout/PageHeader.tsx';
import QueryState from '../../layout/QueryState.tsx';
import { DASHBOARD_PATH } from '../../routes.ts';
import { useAccounts } from './account-calls.ts';
import AccountsTable from './AccountsTable.tsx';
import CreateAccountForm from './CreateAccountForm.tsx';
import FormDialog from './FormDialog.tsx';

/** /adminpage/accounts (ROLE_ADMIN): the accounts that can log in, and the changes an admin makes to them. */
export default function AccountsPage() {
  const query = useAccounts();
  const selfId = Number(useStore($session)?.userId);
  return (
    <>
      <PageHeader
        title="Accounts"
        back={{ to: DASHBOARD_PATH, label: 'Dashboard' }}
        actions={
          <FormDialog label="Add an account" title="Add an account" tone="plain">
            {(close) => <CreateAccountForm close={close} />}
          </FormDialog>
        }
      />
      <p className="accounts-intro">
        Editors (ROLE_USER) add, edit and delete the site’s content. Administrators (ROLE_ADMIN) also read contact
        messages and applications, and manage these accounts. A change of roles, a new password, disabling and deleting
        sign the account out everywhere at once.
      </p>
      <QueryState query={query}>{(accounts) => <AccountsTable accounts={accounts} selfId={selfId} />}</QueryState>
    </>
  );
}
