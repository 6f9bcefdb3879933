import {
  SUBMENU_CARDS,
  SUBMENU_CARDS_WIDE,
  SUBMENU_CARDS_WIDE_MIN_PX,
  SUBMENU_CARDS_WIDEST,
  SUBMENU_CARDS_WIDEST_MIN_PX,
} from '#shared/constants.ts';
import { isLanguage } from '#shared/i18n/languages.ts';
import type { MenuFeed, MenuItem } from '../data/menu-feed.ts';
import { fetchMenuFeed } from './menu-feed.ts';

/**
 * The bar's mega-menus, as disclosures: each opens on hover (mouse), or on its toggle button
 * (keyboard and touch); only one is open at a time; Escape closes it and returns focus to its
 * toggle. A section with a feed draws its latest entities from the menu feed when it first opens.
 */

// Lets the pointer cut a corner on its way from the bar into a panel without closing it.
const HOVER_CLOSE_DELAY_MS = 150;

const nav = document.querySelector<HTMLElement>('[data-site-nav]');
const language = isLanguage(nav?.dataset.language) ? nav.dataset.language : 'sq';
let openItem: HTMLElement | null = null;
let closeTimer = 0;

const partsOf = (item: HTMLElement) => ({
  toggle: item.querySelector<HTMLButtonElement>('[data-nav-toggle]'),
  panel: item.querySelector<HTMLElement>('[data-nav-panel]'),
});

function close(returnFocus = false) {
  window.clearTimeout(closeTimer);
  if (!openItem) return;
  const { toggle, panel } = partsOf(openItem);
  openItem.classList.remove('is-open');
  toggle?.setAttribute('aria-expanded', 'false');
  if (panel) panel.hidden = true;
  if (returnFocus) toggle?.focus();
  openItem = null;
}

function open(item: HTMLElement) {
  window.clearTimeout(closeTimer);
  if (openItem === item) return;
  close();
  const { toggle, panel } = partsOf(item);
  if (!toggle || !panel) return;
  item.classList.add('is-open');
  toggle.setAttribute('aria-expanded', 'true');
  panel.hidden = false;
  openItem = item;
  void fillFeed(panel);
}

const cardCount = () =>
  window.innerWidth >= SUBMENU_CARDS_WIDEST_MIN_PX
    ? SUBMENU_CARDS_WIDEST
    : window.innerWidth >= SUBMENU_CARDS_WIDE_MIN_PX
      ? SUBMENU_CARDS_WIDE
      : SUBMENU_CARDS;

function fromTemplate(panel: HTMLElement, name: string, item: MenuItem): HTMLElement {
  const template = panel.querySelector<HTMLTemplateElement>(`template[data-${name}-template]`);
  const node = template?.content.firstElementChild?.cloneNode(true);
  if (!(node instanceof HTMLElement)) throw new Error(`The ${name} template is missing`);
  node.querySelector('a')?.setAttribute('href', item.href);
  const text = (part: string, value: string, lang: string | undefined) => {
    const element = node.querySelector(`[data-part="${part}"]`);
    if (!element) return;
    element.textContent = value;
    if (lang) element.setAttribute('lang', lang);
  };
  text('title', item.title, item.titleLang);
  text('meta', item.meta, item.metaLang);
  const [avif, webp] = node.querySelectorAll('source');
  const image = node.querySelector('img');
  if (item.image && avif && webp && image) {
    avif.srcset = item.image.avif;
    webp.srcset = item.image.webp;
    image.width = item.image.width;
    image.height = item.image.height;
    if (item.image.objectPosition) image.style.objectPosition = item.image.objectPosition;
    image.src = item.image.src;
  } else {
    image?.closest('picture')?.classList.add('picture--empty');
    for (const element of [avif, webp, image]) element?.remove();
  }
  return node;
}

async function fillFeed(panel: HTMLElement) {
  const feedName = panel.dataset.feed as keyof MenuFeed | undefined;
  const list = panel.querySelector<HTMLElement>('[data-feed-list]');
  const count = cardCount();
  if (!feedName || !list || panel.dataset.cards === String(count)) return;
  list.setAttribute('aria-busy', 'true');
  const feed = await fetchMenuFeed(language);
  list.removeAttribute('aria-busy');
  if (!feed) return;
  const items = feed[feedName];
  panel
    .querySelector('[data-feed-cards]')
    ?.replaceChildren(...items.slice(0, count).map((item) => fromTemplate(panel, 'card', item)));
  panel
    .querySelector('[data-feed-rows]')
    ?.replaceChildren(...items.slice(count).map((item) => fromTemplate(panel, 'row', item)));
  panel.dataset.cards = String(count);
}

for (const item of nav?.querySelectorAll<HTMLElement>('[data-nav-item]') ?? []) {
  const { toggle } = partsOf(item);
  toggle?.addEventListener('click', () => (openItem === item ? close() : open(item)));
  item.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') open(item);
  });
  item.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse' || openItem !== item) return;
    closeTimer = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  });
  item.addEventListener('focusout', (event) => {
    if (openItem === item && !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) close();
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || !openItem) return;
  close(openItem.contains(document.activeElement));
});

document.addEventListener('pointerdown', (event) => {
  if (openItem && event.target instanceof Node && !openItem.contains(event.target)) close();
});
