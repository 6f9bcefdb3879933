import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AttentionSchema, type KindAttention } from '#shared/schemas/attention.ts';
import { apiRequest } from '../../lib/api-client.ts';
import QueryState from '../../layout/QueryState.tsx';
import { SECTIONS } from '../../layout/sections.ts';

/**
 * What one kind of content has that needs attention, in words ("2 not on the site", "1 lacking
 * Albanian"), each with the search of its list that shows just those items (lists/list-search.ts).
 */
function needsOf({ offSite, missing }: KindAttention): { text: string; search: string }[] {
  const needs = [
    { count: offSite, text: `${offSite} not on the site`, search: { shown: 'false' } },
    { count: missing.sq, text: `${missing.sq} lacking Albanian`, search: { missing: 'sq' } },
    { count: missing.en, text: `${missing.en} lacking English`, search: { missing: 'en' } },
  ];
  return needs
    .filter((need) => need.count > 0)
    .map(({ text, search }) => ({ text, search: new URLSearchParams(search).toString() }));
}

/** The dashboard's panel of items the public site does not show, or shows in one language only. */
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
                  <Link to={section.to}>{section.label}</Link>:{' '}
                  {needs.map((need, index) => (
                    <span key={need.search}>
                      {index > 0 && ', '}
                      <Link to={{ pathname: section.to, search: need.search }}>{need.text}</Link>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
