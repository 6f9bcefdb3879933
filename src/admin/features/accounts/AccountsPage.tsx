import { useStore } from '@nanostores/react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import { $session } from '#admin/lib/session.ts';
import AccountsTable from './AccountsTable.tsx';
import { useAccounts } from './account-calls.ts';
import CreateAccountForm from './CreateAccountForm.tsx';
import FactorRuleSection from './FactorRuleSection.tsx';
import FormDialog from './FormDialog.tsx';

/** /adminpage/accounts (ROLE_ADMIN): the accounts that can log in, and the changes an admin makes to them. */
export default function AccountsPage() {
  const query = useAccounts();
  const selfId = Number(useStore($session)?.userId);
  const t = useAdminText();
  const words = t.accounts;
  return (
    <>
      <PageHeader
        title={words.title}
        back={{ to: DASHBOARD_PATH, label: t.common.dashboard }}
        actions={
          <FormDialog label={words.add} title={words.add} tone="plain">
            {(close) => <CreateAccountForm close={close} />}
          </FormDialog>
        }
      />
      <p className="accounts-intro">{words.intro}</p>
      <FactorRuleSection />
      <QueryState query={query}>{(accounts) => <AccountsTable accounts={accounts} selfId={selfId} />}</QueryState>
    </>
  );
}
