import type { ClientDirective } from 'astro';

const FIRST_SIGNS_OF_INTEREST = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

/**
 * `client:interaction="selector"`: hydrates an island at the first sign that a visitor is about to
 * use it, a pointer over, a press on or focus in the island or any element matching the selector,
 * so that overlays which nobody opens cost no JavaScript. Islands hydrated this way keep their
 * open state in a nanostore that the triggers set, so a click before hydration is not lost.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === 'string' ? options.value : '';
  const concerns = (target: EventTarget | null) =>
    target instanceof Element && (el.contains(target) || (selector !== '' && target.closest(selector) !== null));

  const hydrateOnce = async (event: Event) => {
    if (!concerns(event.target)) return;
    for (const type of FIRST_SIGNS_OF_INTEREST) document.removeEventListener(type, hydrateOnce, true);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of FIRST_SIGNS_OF_INTEREST) document.addEventListener(type, hydrateOnce, true);
};

export default interactionDirective;
