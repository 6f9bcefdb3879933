import type { ClientDirective } from 'astro';

const FIRST_SIGNS_OF_INTEREST = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

/** The inputs that an island which is still loading keeps, to hand them over once it has hydrated. */
const HELD_INPUTS = ['click', 'submit'] as const;

/**
 * `client:interaction="selector"`: hydrates an island at the first sign that a visitor is about to
 * use it, a pointer over, a press on or focus in the island or any element matching the selector,
 * so that what nobody uses costs no JavaScript.
 *
 * Islands that open from outside keep their open state in a nanostore that the triggers set, so a
 * click on a trigger before hydration is not lost. Inside the island, a press on a button or a
 * form's submission made while it loads (a tap follows its pointerdown too soon for any download)
 * is held, the submission kept from leaving the page, and both are made again once it has hydrated.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === 'string' ? options.value : '';
  const concerns = (target: EventTarget | null) =>
    target instanceof Element && (el.contains(target) || (selector !== '' && target.closest(selector) !== null));

  const held: Array<() => void> = [];
  const hold = (event: Event) => {
    if (!(event.target instanceof Element) || !el.contains(event.target)) return;
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (event.type === 'submit' && form) {
      event.preventDefault();
      // React hydrates on the spot for a click, not for a submit: the submitter's click submits again.
      const submitter = (event as SubmitEvent).submitter;
      held.push(
        () => form.isConnected && (submitter instanceof HTMLElement ? submitter.click() : form.requestSubmit()),
      );
      return;
    }
    const button = event.target.closest('button');
    // A submit button's press submits its form, which is held on its own.
    if (event.type === 'click' && button && button.type !== 'submit')
      held.push(() => button.isConnected && button.click());
  };

  const hydrateOnce = async (event: Event) => {
    if (!concerns(event.target)) return;
    for (const type of FIRST_SIGNS_OF_INTEREST) document.removeEventListener(type, hydrateOnce, true);
    for (const type of HELD_INPUTS) document.addEventListener(type, hold, true);
    // A listener added while an event is dispatched does not hear that event.
    if (event.type === 'click') hold(event);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      for (const type of HELD_INPUTS) document.removeEventListener(type, hold, true);
    }
    // One input per task, as a visitor's come: each sees what the one before it rendered.
    for (const replay of held.splice(0)) {
      replay();
      await new Promise((resolve) => setTimeout(resolve));
    }
  };
  for (const type of FIRST_SIGNS_OF_INTEREST) document.addEventListener(type, hydrateOnce, true);
};

export default interactionDirective;
