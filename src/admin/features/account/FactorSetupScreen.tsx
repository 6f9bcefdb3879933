import { useNavigate } from 'react-router';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import AdminBar from '#admin/layout/AdminBar.tsx';
import { Toasts } from '#admin/layout/Toasts.tsx';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import { markFactorSetupDue, type Session } from '#admin/lib/session.ts';
import { useAccountFactors } from './account-factors.ts';
import { FACTOR_SECTIONS } from './factor-sections.ts';

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
  const factors = useAccountFactors();
  // A factor added before a reload, whose codes were kept then: the way on is open.
  const hasFactor =
    factors.data !== undefined && (factors.data.authenticatorApp !== null || factors.data.passkeys.length > 0);
  const goOn = () => {
    markFactorSetupDue(false);
    navigate(DASHBOARD_PATH, { replace: true });
  };

  return (
    <div className="admin-shell admin-shell--alone">
      <a className="skip-link" href="#main">
        {t.layout.skip}
      </a>
      <AdminBar session={session} held />
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
