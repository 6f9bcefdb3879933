import { useStore } from '@nanostores/react';
import { Link, Outlet } from 'react-router';
import { useAdminText } from '../i18n/admin-language.ts';
import { DASHBOARD_PATH } from '../lib/routes.ts';
import { $session, isAdmin } from '../lib/session.ts';
import PageHeader from './PageHeader.tsx';

/**
 * The screens of ROLE_ADMIN (accounts, contacts), inside the frame: for any other account, a plain
 * "no access" message. The API refuses their calls to such an account anyway (403).
 */
export default function AdminOnly() {
  const session = useStore($session);
  const t = useAdminText();
  if (session && isAdmin(session)) return <Outlet />;
  return (
    <>
      <PageHeader title={t.layout.noAccess} back={{ to: DASHBOARD_PATH, label: t.common.dashboard }} />
      <p className="admin-alert admin-alert--error" role="alert">
        {t.layout.adminOnly}
      </p>
      <p>
        <Link to={DASHBOARD_PATH}>{t.common.goToDashboard}</Link>
      </p>
    </>
  );
}
