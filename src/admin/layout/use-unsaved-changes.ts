import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { $session } from '../lib/session.ts';
import { holdUnsavedWork } from '../lib/unsaved-work.ts';

/**
 * Keeps typed work from being lost while `unsaved`: a navigation inside the admin (a sidebar
 * link, the back button) waits in the returned blocker for the admin's answer (LeaveQuestion.tsx);
 * closing or reloading the tab asks through the browser; a session that runs out asks for the
 * password where the admin is (api-client.ts). `letGo` lets the next navigation through at once,
 * for the one that follows a save. With `withinScreen`, a change of the address's search alone
 * goes through: on a screen that keeps its list's search there (the media library), it is the
 * same screen, and what is held goes on.
 */
export function useUnsavedChanges(
  unsaved: boolean,
  { withinScreen = false }: { withinScreen?: boolean } = {},
): { blocker: Blocker; letGo: () => void } {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !released.current &&
      // Once the session has ended (the admin chose to log out), nothing is held back.
      $session.get() !== null &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (!withinScreen && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!unsaved) return;
    const release = holdUnsavedWork();
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => {
      release();
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);

  return {
    blocker,
    letGo: () => {
      released.current = true;
    },
  };
}
