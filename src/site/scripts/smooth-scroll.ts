import type Lenis from 'lenis';
import { SMOOTH_SCROLL_DURATION_MS, SMOOTH_SCROLL_MIN_WIDTH_PX, SMOOTH_SCROLL_OFFSET_PX } from '#shared/constants.ts';

/**
 * Lenis smooth scrolling on windows at least SMOOTH_SCROLL_MIN_WIDTH_PX wide, unless the visitor
 * asks for reduced motion (docs/product.md#what-it-does-and-for-whom, #screens-and-routes). Lenis loads only where it runs. It stops while the page's
 * scroll is locked: by a modal dialog (which hides the root's overflow) or by the catalogue modal,
 * which sets `data-scroll-locked` on the root and announces it with a `scroll-lock-change` event.
 * Links to a part of the page scroll there smoothly (followSamePageLink).
 */
const wanted = window.matchMedia(
  `(min-width: ${SMOOTH_SCROLL_MIN_WIDTH_PX}px) and (prefers-reduced-motion: no-preference)`,
);
const root = document.documentElement;
let lenis: Lenis | null = null;
let ready: Promise<Lenis | null> = Promise.resolve(null);

const isLocked = () => root.dataset.scrollLocked === 'true' || ['hidden', 'clip'].includes(root.style.overflow);

function followLock() {
  if (!lenis) return;
  if (isLocked()) lenis.stop();
  else lenis.start();
}

async function start(): Promise<Lenis | null> {
  const { default: LenisClass } = await import('lenis');
  if (!wanted.matches) return null;
  lenis ??= new LenisClass({
    duration: SMOOTH_SCROLL_DURATION_MS / 1000,
    autoRaf: true,
    // Dialogs scroll their own content natively.
    prevent: (node) => node.getAttribute('role') === 'dialog',
  });
  followLock();
  return lenis;
}

function follow() {
  if (wanted.matches) {
    ready = start();
    return;
  }
  lenis?.destroy();
  lenis = null;
  ready = Promise.resolve(null);
}

/**
 * Scrolls so that `element` sits SMOOTH_SCROLL_OFFSET_PX below the top of the window, clear of the
 * navigation: smoothly through Lenis where it runs, at once elsewhere.
 */
export function scrollToElement(element: Element): void {
  void ready.then((smooth) => {
    if (smooth && !smooth.isStopped) {
      smooth.scrollTo(element, { offset: -SMOOTH_SCROLL_OFFSET_PX });
      return;
    }
    const top = element.getBoundingClientRect().top + window.scrollY - SMOOTH_SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
  });
}

/**
 * A link to a part of the page scrolls there smoothly, clear of the navigation: Lenis's own
 * handling of such links would also take those whose click another handler took, such as the
 * `#contact` links that open the contact drawer (and warn that #contact is not on the page).
 */
function followSamePageLink(event: MouseEvent) {
  if (!lenis || lenis.isStopped || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
  if (link.origin !== location.origin || link.pathname !== location.pathname) return;
  const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
  if (target) lenis.scrollTo(target, { offset: -SMOOTH_SCROLL_OFFSET_PX });
}

window.addEventListener('click', followSamePageLink);
wanted.addEventListener('change', follow);
window.addEventListener('scroll-lock-change', followLock);
new MutationObserver(followLock).observe(root, { attributes: true, attributeFilter: ['style', 'data-scroll-locked'] });
follow();
