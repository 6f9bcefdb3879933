import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import { sectionsFor } from '#admin/layout/sections.ts';
import { $session } from '#admin/lib/session.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import UpcomingSchedules from '../schedule/UpcomingSchedules.tsx';
import EndingReservations from '../units/EndingReservations.tsx';
import Attention from './Attention.tsx';
import RecentPublishes from './RecentPublishes.tsx';
import { useAttention } from './use-attention.ts';

/**
 * /adminpage: what needs attention, a card for each kind of content the account may
 * open leading to its list, what is scheduled next, the reservations ending in the week ahead, and
 * the latest publishes.
 */
export default function Dashboard() {
  const session = useStore($session);
  const t = useAdminText();
  const language = useAdminLanguage();
  const inbox = useAttention().data?.inbox;
  const unread = inbox ? inbox.messages + inbox.applications : 0;
  return (
    <>
      <PageHeader title={t.dashboard.title} />
      <Attention />
      <ul className="dashboard" aria-label={t.layout.sections}>
        {(session ? sectionsFor(session) : []).map((section) => (
          <li key={section.key}>
            <Link className="dashboard__card" to={section.to}>
              <h2>{section.card[language]}</h2>
              <p className="dashboard__about">{section.about[language]}</p>
              {section.key === CONTACT.kind && unread > 0 && (
                <p className="dashboard__new">{t.dashboard.unread(unread)}</p>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <UpcomingSchedules />
      <EndingReservations />
      <RecentPublishes />
    </>
  );
}
