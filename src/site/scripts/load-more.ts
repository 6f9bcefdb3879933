import { VACANCIES_PAGE_SIZE } from '#shared/constants.ts';
import { fillTemplate } from '../islands/shared/fill-template.ts';

/**
 * Load More of the vacancy list: reveals the next VACANCIES_PAGE_SIZE cards the page hid, moves the
 * focus to the first of them so keyboard users continue from there, and hides itself at the end.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-vacancies]')) {
  const button = root.querySelector<HTMLButtonElement>('[data-load-more]');
  const status = root.querySelector<HTMLElement>('[data-vacancies-status]');
  const items = [...root.querySelectorAll<HTMLLIElement>('li')];
  button?.addEventListener('click', () => {
    const revealed = items.filter((item) => item.hidden).slice(0, VACANCIES_PAGE_SIZE);
    for (const item of revealed) item.hidden = false;
    const shown = items.filter((item) => !item.hidden).length;
    button.hidden = shown === items.length;
    if (status) status.textContent = fillTemplate(root.dataset.statusTemplate ?? '', { shown, total: items.length });
    revealed[0]?.querySelector('a')?.focus();
  });
}
