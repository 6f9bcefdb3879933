import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import ChangedPages from '#admin/layout/ChangedPages.tsx';
import { describeChange } from '#admin/layout/publish-text.ts';
import QueryState from '#admin/layout/QueryState.tsx';
import { apiRequest } from '#admin/lib/api-client.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import { type PublishStatus, PublishStatusSchema } from '#shared/payloads/publish.ts';

const SHOWN = 10;
/** Events read to find SHOWN publishes among the contact messages, which are events too. */
const READ = 50;
const PAGES_SHOWN = 2;
const REFRESH_MS = 5000;

const RecentSchema = z.array(PublishStatusSchema);

/**
 * The latest SHOWN publishes among change events: a contact message or an application is an
 * event of the API's, but nothing of it is published.
 */
const publishesAmong = (events: PublishStatus[]) =>
  events.filter((event) => event.kind !== CONTACT.kind).slice(0, SHOWN);

/** The dashboard's panel of the latest changes and how they went live on the public site. */
export default function RecentPublishes() {
  const query = useQuery({
    queryKey: ['publish', 'recent'],
    queryFn: async ({ signal }) =>
      publishesAmong(await apiRequest('GET', `/publish/events?limit=${READ}`, RecentSchema, { signal })),
    refetchInterval: REFRESH_MS,
  });
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.dashboard;
  return (
    <section className="recent-publishes" aria-labelledby="recent-publishes-title">
      <h2 id="recent-publishes-title">{words.recent}</h2>
      <QueryState query={query}>
        {(statuses) =>
          statuses.length === 0 ? (
            <p className="admin-muted">{words.noRecent}</p>
          ) : (
            <div className="recent-publishes__scroll scroll-shadows">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{words.columns.change}</th>
                    <th scope="col">{words.columns.saved}</th>
                    <th scope="col">{words.columns.state}</th>
                    <th scope="col">{words.columns.liveAfter}</th>
                    <th scope="col">{words.columns.rendered}</th>
                    <th scope="col">{words.columns.pages}</th>
                  </tr>
                </thead>
                <tbody>
                  {statuses.map((status) => (
                    <tr key={status.eventId} data-state={status.state}>
                      <td>{describeChange(status, language)}</td>
                      <td>
                        <time dateTime={status.createdAt}>
                          {tiranaTime(status.createdAt, language, { seconds: true })}
                        </time>
                      </td>
                      <td title={status.error ?? undefined}>{words.states[status.state]}</td>
                      <td className="recent-publishes__figure">
                        {status.latencyMs === null ? '–' : `${Math.round(status.latencyMs)} ms`}
                      </td>
                      <td>{status.rendered ?? '–'}</td>
                      <td className="recent-publishes__pages">
                        {status.pages.length > 0 ? <ChangedPages paths={status.pages} shown={PAGES_SHOWN} /> : '–'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
