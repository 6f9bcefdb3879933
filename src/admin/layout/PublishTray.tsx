import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useAdminLanguage, useAdminText } from '../i18n/admin-language.ts';
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
  const t = useAdminText();
  if (publishes.length === 0) return null;
  return (
    <section className="publish-tray" aria-label={t.publish.tray}>
      <ul>
        {publishes.map((tracked) => (
          <li key={tracked.eventId} className="publish-tray__item" data-state={tracked.status?.state ?? 'pending'}>
            <PublishLine tracked={tracked} />
            <button
              type="button"
              className="publish-tray__close"
              aria-label={t.common.dismiss}
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
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.publish;
  const change = status ? describeChange(status, language) : words.yourChange;
  // A draft is on no page, whether its event is published yet or not.
  if (tracked.draft && status?.state !== 'failed') {
    return (
      <p>
        {change}: {words.savedAsDraft}
      </p>
    );
  }
  if (!status || status.state === 'pending') {
    return (
      <p>
        {change}: {tracked.lost ? words.lost : words.publishing}
      </p>
    );
  }
  if (status.state === 'failed') {
    return (
      <p>
        {change}: {words.failed(status.error)}
      </p>
    );
  }
  if (status.rendered === 0) {
    return (
      <p>
        {change}: {words.nothing}
      </p>
    );
  }
  return (
    <>
      <p>
        {change}: {words.live(Math.round(status.latencyMs ?? 0), status.rendered)}
      </p>
      {status.pages.length > 0 && (
        <p className="publish-tray__pages">
          {words.changed} <ChangedPages paths={status.pages} shown={PAGES_SHOWN} />
        </p>
      )}
    </>
  );
}
