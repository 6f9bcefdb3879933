import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $session } from '../../lib/session.ts';
import PageHeader from '../../layout/PageHeader.tsx';
import { sectionsFor } from '../../layout/sections.ts';
import Attention from './Attention.tsx';
import RecentPublishes from './RecentPublishes.tsx';

/**
 * /adminpage: what needs attention, a card for each of the nine kinds of content the account may
 * open leading to its list, and the latest publishes.
 */
export default function Dashboard() {
  const session = useStore($session);
  return (
    <>
      <PageHeader title="Dashboard" />
      <Attention />
      <ul className="dashboard">
        {(session ? sectionsFor(session) : []).map((section) => (
          <li key={section.key}>
            <Link className="dashboard__card" to={section.to}>
              <h2>{section.label}</h2>
              <p className="dashboard__about">{section.about}</p>
            </Link>
          </li>
        ))}
      </ul>
      <RecentPublishes />
    </>
  );
}
