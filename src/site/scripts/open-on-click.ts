/**
 * Lets plain elements matching `selector` open an overlay island before it has hydrated: a click
 * on one calls `open` with it (which sets the overlay's store) instead of following its link.
 */
export function openOnClick(selector: string, open: (trigger: HTMLElement) => void) {
  document.addEventListener('click', (event) => {
    const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (!trigger) return;
    event.preventDefault();
    open(trigger);
  });
}
