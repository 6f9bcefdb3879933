import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  AttentionSchema,
  FAILED_PUBLISH_DAYS,
  type KindAttention,
  type PublishingAttention,
} from '#shared/schemas/attention.ts';
import { apiRequest } from '../../lib/api-client.ts';
import QueryState from '../../layout/QueryState.tsx';
import { SECTIONS } from '../../layout/sections.ts';
import TrashCount from '../trash/TrashCount.tsx';

/**
 * What one kind of content has that needs attention, in words ("2 not on the site", "1 lacking
 * Albanian"), each with the search of its list that shows just those items (lists/list-search.ts).
 */
function needsOf({ offSite, drafts, missing, withoutImages }: KindAttention): { text: string; search?: string }[] {
  const needs = [
    { count: drafts, text: `${drafts} ${drafts === 1 ? 'draft' : 'drafts'} waiting`, search: { published: 'false' } },
    { count: offSite, text: `${offSite} not on the site`, search: { shown: 'false', published: 'true' } },
    { count: missing.sq, text: `${missing.sq} lacking Albanian`, search: { missing: 'sq' } },
    { count: missing.en, text: `${missing.en} lacking English`, search: { missing: 'en' } },
    // The lists have no filter for a missing image: said, not linked.
    { count: withoutImages, text: `${withoutImages} without an image` },
  ];
  return needs
    .filter((need) => need.count > 0)
    .map(({ text, search }) => ({ text, ...(search && { search: new URLSearchParams(search).toString() }) }));
}

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/** The publishes that did not reach the site, in words; none when every change is live. */
function publishingNeeds({ retrying, failed }: PublishingAttention): string[] {
  return [
    retrying > 0 && `${changes(retrying)} waiting to be published again`,
    failed > 0 && `${changes(failed)} failed in the last ${FAILED_PUBLISH_DAYS} days`,
  ].filter((need): need is string => Boolean(need));
}

/**
 * The dashboard's panel of items the public site does not show, shows in one language only or
 * without an image, of publishes that did not reach the site, and of the trash.
 */
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
        {({ kinds, publishing }) => {
          const lines = kinds.flatMap((kind) => {
            const section = SECTIONS.find((candidate) => candidate.key === kind.kind);
            const needs = needsOf(kind);
            return section && needs.length > 0 ? [{ section, needs }] : [];
          });
          const publishNeeds = publishingNeeds(publishing);
          if (lines.length === 0 && publishNeeds.length === 0) {
            return <p>Every item is published and on the site, in English and in Albanian, with its images.</p>;
          }
          return (
            <ul className="attention__list">
              {publishNeeds.length > 0 && (
                <li className="attention__publishing">
                  <a href="#recent-publishes-title">Publishing</a>: {publishNeeds.join(', ')}
                  {publishing.lastError && <span className="attention__error">Last error: {publishing.lastError}</span>}
                </li>
              )}
              {lines.map(({ section, needs }) => (
                <li key={section.key}>
                  <Link to={section.to}>{section.label}</Link>:{' '}
                  {needs.map((need, index) => (
                    <span key={need.text}>
                      {index > 0 && ', '}
                      {need.search === undefined ? (
                        need.text
                      ) : (
                        <Link to={{ pathname: section.to, search: need.search }}>{need.text}</Link>
                      )}
                    </span>
                  ))}
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
