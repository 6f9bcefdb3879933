import { Link } from 'react-router';
import PageHeader from '../../layout/PageHeader.tsx';
import { SECTIONS } from '../../layout/sections.ts';
import Attention from './Attention.tsx';
import RecentPublishes from './RecentPublishes.tsx';

/** /adminpage: what needs attention, a card for each of the nine kinds of content leading to its list, and the latest publishes. */
export default function Dashboard() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Attention />
      <ul className="dashboard">
        {SECTIONS.map((section) => (
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
