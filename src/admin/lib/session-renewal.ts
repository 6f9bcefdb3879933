import { atom } from 'nanostores';
import { endSession } from './session.ts';

/** A session that ran out while typed work was not saved, waiting for the admin's password. */
export interface Renewal {
  /** Says how it ended: logged in again, or given up (the session ends and the login page shows). */
  finish(renewed: boolean): void;
  done: Promise<boolean>;
}

/** The renewal under way, which RenewSession.tsx shows as a dialog; null while none is. */
export const $renewal = atom<Renewal | null>(null);

/**
 * Asks the admin to log in again where they are, rather than on the login page, which would
 * lose what they typed. Calls refused meanwhile wait for the same answer: whether they did.
 */
export function renewSession(): Promise<boolean> {
  const pending = $renewal.get();
  if (pending) return pending.done;
  const { promise: done, resolve: settle } = Promise.withResolvers<boolean>();
  $renewal.set({
    done,
    finish(renewed) {
      if ($renewal.get()?.done !== done) return;
      $renewal.set(null);
      if (!renewed) endSession('expired');
      settle(renewed);
    },
  });
  return done;
}
