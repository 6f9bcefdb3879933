import { useStore } from '@nanostores/react';
import { Link, Outlet } from 'react-router';
import { ADMIN_ONLY } from '../lib/messages.ts';
import { $session, isAdmin } from '../lib/session.ts';
import { DASHBOARD_PATH } from '../routes.ts';
import PageHeader from './PageHeader.tsx';

/**
 * The screens of ROLE_ADMIN (accounts, contacts), inside the frame: for any other account, a plain
 * "no access" message. The API refuses their calls to such an account anyway (403).
 */
export default function AdminOnly() {
  const session = useStore($session);
  if (session && isAdmin(session)) return <Outlet />;
  return (
    <>
      <PageHeader title="No access" back={{ to: DASHBOARD_PATH, label: 'Dashboard' }} />
      <p className="admin-alert admin-alert--error" role="alert">
        {ADMIN_ONLY}
      </p>
      <p>
        <Link to={DASHBOARD_PATH}>Go to the dashboard</Link>
      </p>
    </>
  );
}
