import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Opens each screen the admin moves to at its top, where its title and the publish tray are,
 * rather than at the height the last screen was scrolled to. Back and forward keep the browser's
 * own scroll position.
 */
export function useTopOfNewScreen() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what the effect answers.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
