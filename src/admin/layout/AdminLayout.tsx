import { type ReactNode, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAdminLanguage, useAdminText } from '../i18n/admin-language.ts';
import { ACCOUNTS_PATH, ACTIVITY_PATH, DASHBOARD_PATH, TRASH_PATH } from '../lib/routes.ts';
import { isAdmin, type Session } from '../lib/session.ts';
import AdminBar from './AdminBar.tsx';
import PublishTray from './PublishTray.tsx';
import { sectionAt, sectionsFor } from './sections.ts';
import { Toasts } from './Toasts.tsx';
import { useCurrentSectionInView } from './use-current-section-in-view.ts';
import { useTopOfNewScreen } from './use-top-of-new-screen.ts';

/**
 * The frame of every admin screen: the sections the account may open, who is signed in, and a way
 * out; `renewal` asks for the password again when the session is about to end.
 */
export default function AdminLayout({
  session,
  renewal,
  children,
}: {
  session: Session;
  renewal: ReactNode;
  children: ReactNode;
}) {
  useTopOfNewScreen();
  const sections = useRef<HTMLDivElement>(null);
  useCurrentSectionInView(sections);
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.layout;
  // By the section's own routes rather than NavLink's prefix: a category's screens sit under the projects' list.
  const current = sectionAt(useLocation().pathname);
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        {words.skip}
      </a>
      <AdminBar session={session} />
      <div className="admin-nav scroll-shadows" ref={sections}>
        <nav aria-label={words.sections}>
          <ul>
            <li>
              <NavLink to={DASHBOARD_PATH} end>
                {t.common.dashboard}
              </NavLink>
            </li>
            {sectionsFor(session).map((section) => (
              <li key={section.key}>
                <Link to={section.to} aria-current={section.key === current ? 'page' : undefined}>
                  {section.label[language]}
                </Link>
              </li>
            ))}
            <li className="admin-nav__apart">
              <NavLink to={TRASH_PATH}>{words.trash}</NavLink>
            </li>
            {isAdmin(session) && (
              <li>
                <NavLink to={ACCOUNTS_PATH}>{words.accounts}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        {/* What happened, rather than a section to edit: the activity log (and, later, other records). */}
        {isAdmin(session) && (
          <nav aria-label={words.records}>
            <ul>
              <li>
                <NavLink to={ACTIVITY_PATH}>{words.activity}</NavLink>
              </li>
            </ul>
          </nav>
        )}
      </div>
      <main id="main" className="admin-main" tabIndex={-1}>
        <PublishTray />
        {children}
      </main>
      <Toasts />
      {renewal}
    </div>
  );
}
