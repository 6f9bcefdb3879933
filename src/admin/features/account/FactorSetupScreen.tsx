import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountFactorsSchema } from '#shared/payloads/second-factors.ts';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { apiRequest } from '#admin/lib/api-client.ts';
import { logOut } from '#admin/lib/log-out.ts';
import { markFactorSetupDue, type Session } from '#admin/lib/session.ts';
import LanguageSwitch from '#admin/layout/LanguageSwitch.tsx';
import { Toasts } from '#admin/layout/Toasts.tsx';
import { DASHBOARD_PATH } from '#admin/routes.ts';
import { FACTOR_SECTIONS } from './factor-sections.ts';
import { FACTORS_KEY } from './account-factors.ts';

/**
 * What an account the second-factor rule covers sees, whatever admin path it opens, until it has a
 * factor (docs/decisions/032-second-factors.md): the bar with its language and a way out, and the
 * account screen's factor sections; no sections to edit, which the API would refuse anyway (403
 * SECOND_FACTOR_SETUP_REQUIRED). Once a factor is added and its recovery codes kept, it goes on to
 * the dashboard.
 */
export default function FactorSetupScreen({ session }: { session: Session }) {
  const t = useAdminText();
  const words = t.factorRule.setup;
  const navigate = useNavigate();
  const factors = useQuery({
    queryKey: FACTORS_KEY,
    queryFn: () => apiRequest('GET', '/user/factors', AccountFactorsSchema),
  });
  // A factor added before a reload, whose codes were kept then: the way on is open.
  const hasFactor = factors.data?.authenticatorApp != null;
  const goOn = () => {
    markFactorSetupDue(false);
    navigate(DASHBOARD_PATH, { replace: true });
  };

  return (
    <div className="admin-shell admin-shell--alone">
      <a className="skip-link" href="#main">
        {t.layout.skip}
      </a>
      <header className="admin-bar">
        <span className="admin-bar__brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t.layout.brand}</span>
        </span>
        <div className="admin-bar__account">
          <LanguageSwitch />
          <span className="admin-bar__email">{session.email}</span>
          <button type="button" className="admin-button admin-button--ghost" onClick={logOut}>
            {t.layout.logOut}
          </button>
        </div>
      </header>
      <main id="main" className="admin-main factor-setup" tabIndex={-1}>
        <h1>{words.title}</h1>
        <p className="factor-setup__intro">{words.intro}</p>
        {FACTOR_SECTIONS.map(({ key, Section }) => (
          <Section key={key} onFactorAdded={goOn} />
        ))}
        {hasFactor && (
          <div className="factor-setup__on">
            <p>{words.goOnHint}</p>
            <button type="button" className="admin-button" onClick={goOn}>
              {words.goOn}
            </button>
          </div>
        )}
      </main>
      <Toasts />
    </div>
  );
}
