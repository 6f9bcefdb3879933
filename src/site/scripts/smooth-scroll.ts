import type Lenis from 'lenis';
import { SMOOTH_SCROLL_DURATION_MS, SMOOTH_SCROLL_MIN_WIDTH_PX, SMOOTH_SCROLL_OFFSET_PX } from '#shared/constants.ts';

/**
 * Lenis smooth scrolling on windows at least SMOOTH_SCROLL_MIN_WIDTH_PX wide, unless the visitor
 * asks for reduced motion (SPEC §1, §2). Lenis loads only where it runs. It stops while the page's
 * scroll is locked: by a modal dialog (which hides the root's overflow) or by the catalogue modal,
 * which sets `data-scroll-locked` on the root and announces it with a `scroll-lock-change` event.
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
    anchors: { offset: -SMOOTH_SCROLL_OFFSET_PX },
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

wanted.addEventListener('change', follow);
window.addEventListener('scroll-lock-change', followLock);
new MutationObserver(followLock).observe(root, { attributes: true, attributeFilter: ['style', 'data-scroll-locked'] });
follow();
