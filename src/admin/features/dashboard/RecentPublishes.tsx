import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PublishStatusSchema } from '#shared/schemas/publish.ts';
import { apiRequest } from '../../lib/api-client.ts';
import QueryState from '../../layout/QueryState.tsx';
import { describeChange } from '../../layout/publish-text.ts';

const SHOWN = 10;
const REFRESH_MS = 5000;
const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', dateStyle: 'short', timeZone: 'Europe/Tirane' });

const STATE_LABELS = { pending: 'Publishing', live: 'Live', failed: 'Failed' } as const;

/** The dashboard's panel of the latest changes and how they went live on the public site. */
export default function RecentPublishes() {
  const query = useQuery({
    queryKey: ['publish', 'recent'],
    queryFn: () => apiRequest('GET', `/publish/events?limit=${SHOWN}`, z.array(PublishStatusSchema)),
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
