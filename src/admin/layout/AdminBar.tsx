import { Link } from 'react-router';
import { useAdminText } from '../i18n/admin-language.ts';
import { logOut } from '../lib/log-out.ts';
import { ACCOUNT_PATH, DASHBOARD_PATH } from '../lib/routes.ts';
import type { Session } from '../lib/session.ts';
import LanguageSwitch from './LanguageSwitch.tsx';

/**
 * The bar above every admin screen: the brand, the admin's language, who is signed in and a way
 * out. An account `held` on setting up a second factor (FactorSetupScreen) gets no way elsewhere:
 * the brand leads nowhere, and the site and the account screen are not offered.
 */
export default function AdminBar({ session, held = false }: { session: Session; held?: boolean }) {
  const words = useAdminText().layout;
  const brand = (
    <>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{words.brand}</span>
    </>
  );
  return (
    <header className="admin-bar">
      {held ? (
        <span className="admin-bar__brand">{brand}</span>
      ) : (
        // Named by its label too: on a phone the logo stands alone.
        <Link className="admin-bar__brand" to={DASHBOARD_PATH} aria-label={words.brand}>
          {brand}
        </Link>
      )}
      <div className="admin-bar__account">
        <LanguageSwitch />
        {!held && (
          <a href="/" target="_blank" rel="noopener">
            {words.viewSite}
          </a>
        )}
        <span className="admin-bar__email">{session.email}</span>
        {!held && <Link to={ACCOUNT_PATH}>{words.password}</Link>}
        <button type="button" className="admin-button admin-button--ghost" onClick={logOut}>
          {words.logOut}
        </button>
      </div>
    </header>
  );
}
