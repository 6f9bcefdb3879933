import { NAV_HIDE_SCROLL_PX } from '#shared/constants.ts';

/**
 * The navigation gets `is-scrolled` as soon as the page is scrolled at all, hides (`is-hidden`)
 * while the visitor scrolls down past NAV_HIDE_SCROLL_PX and comes back on any scroll up (docs/product.md#screens-and-routes).
 * It stays while one of its menus is open, and shows whenever focus enters it.
 */
const nav = document.querySelector<HTMLElement>('[data-site-nav]');

if (nav) {
  let lastY = window.scrollY;
  let pending = false;

  const update = () => {
    pending = false;
    const y = Math.max(0, window.scrollY);
    nav.classList.toggle('is-scrolled', y > 0);
    const menuOpen = nav.querySelector('.is-open') !== null;
    if (y > lastY && y > NAV_HIDE_SCROLL_PX && !menuOpen) nav.classList.add('is-hidden');
    else if (y < lastY || y <= NAV_HIDE_SCROLL_PX) nav.classList.remove('is-hidden');
    lastY = y;
  };

  window.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  nav.addEventListener('focusin', () => nav.classList.remove('is-hidden'));
  update();
}
