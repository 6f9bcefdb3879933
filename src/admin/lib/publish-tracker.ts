import { atom } from 'nanostores';
import { type PublishStatus, PublishStatusSchema } from '#shared/payloads/publish.ts';
import { apiRequest } from './api-client.ts';

/** A write being followed from its answer until its pages are live (or it failed). */
export interface TrackedPublish {
  eventId: number;
  status: PublishStatus | null;
  /** The status could not be read (the API is unreachable); the write itself is saved. */
  lost: boolean;
  /** A save that kept the item a draft: the tray says so, the one confirmation of that save. */
  draft?: boolean;
}

const KEPT = 4;
const FIRST_POLL_MS = 60;
const LONGEST_POLL_MS = 1000;
const GIVE_UP_MS = 5 * 60_000;

/** The writes of this visit, newest first, as the publish tray shows them. */
export const $publishes = atom<TrackedPublish[]>([]);

/** The write whose line the tray is to focus, once: the save the admin just made. */
export const $publishToFocus = atom<number | null>(null);

/**
 * Asks the tray to focus the line of the newest write, so that a screen reader reads whether it is
 * live; called by a form that leaves its screen after a save.
 */
export function focusLatestPublish() {
  $publishToFocus.set($publishes.get()[0]?.eventId ?? null);
}

function update(eventId: number, change: Partial<TrackedPublish>) {
  $publishes.set(
    $publishes.get().map((tracked) => (tracked.eventId === eventId ? { ...tracked, ...change } : tracked)),
  );
}

/** Says of a write already followed that it saved a draft, which no page shows. */
export function markDraftSave(eventId: number) {
  update(eventId, { draft: true });
}

export function dismissPublish(eventId: number) {
  $publishes.set($publishes.get().filter((tracked) => tracked.eventId !== eventId));
}

/** Follows one change event through the API's status until it is live or failed. */
export function trackPublish(eventId: number) {
  $publishes.set(
    [
      { eventId, status: null, lost: false },
      ...$publishes.get().filter((tracked) => tracked.eventId !== eventId),
    ].slice(0, KEPT),
  );
  void follow(eventId);
}

async function follow(eventId: number) {
  const started = Date.now();
  // Quick at first, where most publishes end, then slower for the long ones.
  for (let wait = FIRST_POLL_MS; Date.now() - started < GIVE_UP_MS; wait = Math.min(wait * 2, LONGEST_POLL_MS)) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (!$publishes.get().some((tracked) => tracked.eventId === eventId)) return;
    try {
      const status = await apiRequest('GET', `/publish/events/${eventId}`, PublishStatusSchema);
      update(eventId, { status, lost: false });
      if (status.state !== 'pending') return;
    } catch {
      update(eventId, { lost: true });
    }
  }
}
