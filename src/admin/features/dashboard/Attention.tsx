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

/** What one kind of content has that needs attention, in words: "2 not on the site, 1 lacking Albanian". */
function needsOf({ offSite, missing, withoutImages }: KindAttention): string[] {
  return [
    offSite > 0 && `${offSite} not on the site`,
    missing.sq > 0 && `${missing.sq} lacking Albanian`,
    missing.en > 0 && `${missing.en} lacking English`,
    withoutImages > 0 && `${withoutImages} without an image`,
  ].filter((need): need is string => Boolean(need));
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
            return <p>Every item is on the site, in English and in Albanian, with its images.</p>;
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
