import { useStore } from '@nanostores/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NO_ACCESS } from '../lib/messages.ts';
import { logOut } from '../lib/log-out.ts';
import { $session, canEdit } from '../lib/session.ts';
import { LOGIN_PATH } from '../routes.ts';
import AdminLayout from './AdminLayout.tsx';
import { useSessionCheck } from './use-session-check.ts';

/**
 * Every /adminpage screen: without a session, the login, which comes back here afterwards; with
 * an account that may not edit content (neither ROLE_ADMIN nor ROLE_USER), a plain refusal.
 */
export default function RequireEditor() {
  const session = useStore($session);
  const location = useLocation();
  useSessionCheck(session && canEdit(session) ? session.token : null);
  if (!session) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${LOGIN_PATH}?next=${next}`} replace />;
  }
  if (!canEdit(session)) {
    return (
      <main className="login" id="main">
        <div className="login__panel">
          <h1>No access</h1>
          <p className="admin-alert admin-alert--error" role="alert">
            {NO_ACCESS}
          </p>
          <button type="button" className="admin-button" onClick={logOut}>
            Sign in with another account
          </button>
        </div>
      </main>
    );
  }
  return (
    <AdminLayout session={session}>
      <Outlet />
    </AdminLayout>
  );
}
