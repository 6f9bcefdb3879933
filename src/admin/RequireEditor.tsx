import { useStore } from '@nanostores/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import FactorSetupScreen from './features/account/FactorSetupScreen.tsx';
import RenewSession from './features/login/RenewSession.tsx';
import { useAdminText } from './i18n/admin-language.ts';
import AdminLayout from './layout/AdminLayout.tsx';
import { useSessionCheck } from './layout/use-session-check.ts';
import { logOut } from './lib/log-out.ts';
import { LOGIN_PATH } from './lib/routes.ts';
import { $factorSetupDue, $session, canEdit } from './lib/session.ts';

/**
 * Every /adminpage screen: without a session, the login, which comes back here afterwards; with
 * an account that may not edit content (neither ROLE_ADMIN nor ROLE_USER), a plain refusal; with
 * one that owes the second-factor rule a factor, only setting one up.
 */
export default function RequireEditor() {
  const session = useStore($session);
  const factorSetupDue = useStore($factorSetupDue);
  const location = useLocation();
  const t = useAdminText();
  useSessionCheck(session && canEdit(session) ? session.token : null);
  if (!session) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${LOGIN_PATH}?next=${next}`} replace />;
  }
  if (!canEdit(session)) {
    return (
      <main className="login" id="main">
        <div className="login__panel">
          <h1>{t.layout.noAccess}</h1>
          <p className="admin-alert admin-alert--error" role="alert">
            {t.layout.noAccessText}
          </p>
          <button type="button" className="admin-button" onClick={logOut}>
            {t.layout.otherAccount}
          </button>
        </div>
      </main>
    );
  }
  // The rule asks this account for a second factor it has not got: nothing else opens until it has.
  if (factorSetupDue) return <FactorSetupScreen session={session} />;
  return (
    <AdminLayout session={session} renewal={<RenewSession />}>
      <Outlet />
    </AdminLayout>
  );
}
