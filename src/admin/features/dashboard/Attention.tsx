import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AttentionSchema, type KindAttention } from '#shared/schemas/attention.ts';
import { apiRequest } from '../../lib/api-client.ts';
import QueryState from '../../layout/QueryState.tsx';
import { SECTIONS } from '../../layout/sections.ts';
import TrashCount from '../trash/TrashCount.tsx';

/** What one kind of content has that needs attention, in words: "2 not on the site, 1 lacking Albanian". */
function needsOf({ offSite, missing }: KindAttention): string[] {
  return [
    offSite > 0 && `${offSite} not on the site`,
    missing.sq > 0 && `${missing.sq} lacking Albanian`,
    missing.en > 0 && `${missing.en} lacking English`,
  ].filter((need): need is string => Boolean(need));
}

/** The dashboard's panel of items the public site does not show, or shows in one language only, and of the trash. */
export default function Attention() {
  // Read afresh each time the dashboard opens: an edit elsewhere changes the counts.
  const query = useQuery({
    queryKey: ['attention'],
    queryFn: () => apiRequest('GET', '/attention', AttentionSchema),
    staleTime: 0,
  });
  return (
    <section className="attention" aria-labelledby="attention-title">
      <h2 id="attention-title">Needs attention</h2>
      <QueryState query={query}>
        {(kinds) => {
          const lines = kinds.flatMap((kind) => {
            const section = SECTIONS.find((candidate) => candidate.key === kind.kind);
            const needs = needsOf(kind);
            return section && needs.length > 0 ? [{ section, needs }] : [];
          });
          if (lines.length === 0) return <p>Every item is on the site, in English and in Albanian.</p>;
          return (
            <ul className="attention__list">
              {lines.map(({ section, needs }) => (
                <li key={section.key}>
                  <Link to={section.to}>{section.label}</Link>: {needs.join(', ')}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <TrashCount />
    </section>
  );
}
