import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { $publishes, dismissPublish, type TrackedPublish } from '../lib/publish-tracker.ts';
import { describeChange } from './publish-text.ts';

/**
 * After each save, whether and when the change is live on the public site: "Live on the site in
 * N ms" with links to the pages that changed, that no page shows it, or why it is not live yet.
 */
export default function PublishTray() {
  const publishes = useStore($publishes);
  if (publishes.length === 0) return null;
  return (
    <section className="publish-tray" aria-label="Publishing to the site">
      <ul>
        {publishes.map((tracked) => (
          <li key={tracked.eventId} className="publish-tray__item" data-state={tracked.status?.state ?? 'pending'}>
            <PublishLine tracked={tracked} />
            <button
              type="button"
              className="publish-tray__close"
              aria-label="Dismiss"
              onClick={() => dismissPublish(tracked.eventId)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PublishLine({ tracked }: { tracked: TrackedPublish }) {
  const { status } = tracked;
  const change = status ? describeChange(status) : 'Your change';
  if (!status || status.state === 'pending') {
    return (
      <p role="status">
        {change}: {tracked.lost ? 'saved; its publishing status cannot be read right now.' : 'publishing to the site…'}
      </p>
    );
  }
  if (status.state === 'failed') {
    return (
      <p role="alert">
        {change}: saved, but not yet on the site ({status.error ?? 'the publisher failed'}). It will be tried again.
      </p>
    );
  }
  if (status.rendered === 0) {
    return <p role="status">{change}: saved; no page of the public site shows it, so there was nothing to publish.</p>;
  }
  return (
    <div role="status">
      <p>
        {change}: live on the site in {Math.round(status.latencyMs ?? 0)} ms
        {status.rendered !== null && ` (${status.rendered} ${status.rendered === 1 ? 'page' : 'pages'} rendered)`}.
      </p>
      {status.pages.length > 0 && (
        <p className="publish-tray__pages">
          Changed:{' '}
          {status.pages.slice(0, 6).map((page, index) => (
            <Fragment key={page}>
              {index > 0 && ', '}
              <a href={page} target="_blank" rel="noopener">
                {page}
              </a>
            </Fragment>
          ))}
          {status.pages.length > 6 && ` and ${status.pages.length - 6} more`}
        </p>
      )}
    </div>
  );
}
