import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CONTACT } from '#shared/entities/contact.ts';
import { type PublishStatus, PublishStatusSchema } from '#shared/schemas/publish.ts';
import { apiRequest } from '../../lib/api-client.ts';
import ChangedPages from '../../layout/ChangedPages.tsx';
import QueryState from '../../layout/QueryState.tsx';
import { describeChange } from '../../layout/publish-text.ts';

const SHOWN = 10;
/** Events read to find SHOWN publishes among the contact messages, which are events too. */
const READ = 50;
const PAGES_SHOWN = 2;
const REFRESH_MS = 5000;
const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', dateStyle: 'short', timeZone: 'Europe/Tirane' });

const STATE_LABELS = { pending: 'Publishing', live: 'Live', failed: 'Failed' } as const;

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
    queryFn: async () => publishesAmong(await apiRequest('GET', `/publish/events?limit=${READ}`, RecentSchema)),
    refetchInterval: REFRESH_MS,
  });
  return (
    <section className="recent-publishes" aria-labelledby="recent-publishes-title">
      <h2 id="recent-publishes-title">Recent publishes</h2>
      <QueryState query={query}>
        {(statuses) =>
          statuses.length === 0 ? (
            <p className="admin-muted">No changes yet: each save appears here once it is live on the site.</p>
          ) : (
            <div className="recent-publishes__scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Change</th>
                    <th scope="col">Saved</th>
                    <th scope="col">State</th>
                    <th scope="col">Live after</th>
                    <th scope="col">Pages rendered</th>
                    <th scope="col">Changed pages</th>
                  </tr>
                </thead>
                <tbody>
                  {statuses.map((status) => (
                    <tr key={status.eventId} data-state={status.state}>
                      <td>{describeChange(status)}</td>
                      <td>
                        <time dateTime={status.createdAt}>{TIME.format(new Date(status.createdAt))}</time>
                      </td>
                      <td title={status.error ?? undefined}>{STATE_LABELS[status.state]}</td>
                      <td>{status.latencyMs === null ? '–' : `${Math.round(status.latencyMs)} ms`}</td>
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
