import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $publishes, $publishToFocus, dismissPublish, type TrackedPublish } from '../lib/publish-tracker.ts';
import ChangedPages from './ChangedPages.tsx';
import { describeChange } from './publish-text.ts';

const PAGES_SHOWN = 6;

/**
 * After each save, whether and when the change is live on the public site: "Live on the site in
 * N ms" with links to the pages that changed, that no page shows it, or why it is not live yet.
 * The line of a save that left its form takes the focus, so that a screen reader reads it.
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

/** One write's state, in one element that stays while the state changes, so that it keeps the focus. */
function PublishLine({ tracked }: { tracked: TrackedPublish }) {
  const toFocus = useStore($publishToFocus);
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (toFocus !== tracked.eventId) return;
    // The screen that follows the save opens at its top (use-top-of-new-screen.ts), where the tray is.
    line.current?.focus({ preventScroll: true });
    $publishToFocus.set(null);
  }, [toFocus, tracked.eventId]);
  const failed = tracked.status?.state === 'failed';
  return (
    <div ref={line} className="publish-tray__line" role={failed ? 'alert' : 'status'} tabIndex={-1}>
      <PublishText tracked={tracked} />
    </div>
  );
}

function PublishText({ tracked }: { tracked: TrackedPublish }) {
  const { status } = tracked;
  const change = status ? describeChange(status) : 'Your change';
  if (!status || status.state === 'pending') {
    return (
      <p>
        {change}: {tracked.lost ? 'saved; its publishing status cannot be read right now.' : 'publishing to the site…'}
      </p>
    );
  }
  if (status.state === 'failed') {
    return (
      <p>
        {change}: saved, but not yet on the site ({status.error ?? 'the publisher failed'}). It will be tried again.
      </p>
    );
  }
  if (status.rendered === 0) {
    return <p>{change}: saved; no page of the public site shows it, so there was nothing to publish.</p>;
  }
  return (
    <>
      <p>
        {change}: live on the site in {Math.round(status.latencyMs ?? 0)} ms
        {status.rendered !== null && ` (${status.rendered} ${status.rendered === 1 ? 'page' : 'pages'} rendered)`}.
      </p>
      {status.pages.length > 0 && (
        <p className="publish-tray__pages">
          Changed: <ChangedPages paths={status.pages} shown={PAGES_SHOWN} />
        </p>
      )}
    </>
  );
}
