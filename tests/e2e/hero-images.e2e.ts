import type { Page } from '@playwright/test';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { expect, test } from './fixtures.ts';

/**
 * A hero covers a box of another shape than its picture (a phone's hero is a tall box, a 3:2
 * picture in it is drawn far wider than the screen): the variant the browser takes must still have
 * about as many pixels as the screen shows of it, at a phone's and a desktop's pixel density.
 */
const HEROES = [
  { page: 'the vacancies', path: ROUTES.vacancies(), image: '.page-hero__image img' },
  { page: 'the career page', path: ROUTES.career(), image: '.career-intro__image img' },
  { page: 'the news', path: ROUTES.news(), image: '.page-hero__image img' },
  { page: 'a project', path: ROUTES.project(1), image: '.project-hero__image img' },
];
const SCREENS = [
  { name: 'a phone at density 3', viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 },
  { name: 'a phone at density 2', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  { name: 'a desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
];
/** Screen pixels per pixel of the variant shown, above which a picture starts to look soft. */
const MAX_UPSCALE = 1.25;

/** The hero's variant (its width in px), the largest one offered, and the width it is drawn at on the screen. */
async function heroOf(page: Page, selector: string) {
  const image = page.locator(selector);
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => {
    const widthOf = (url: string) => Number(/-(\d+)\.\w+$/.exec(url)?.[1]);
    const box = img.getBoundingClientRect();
    const offered = (img.parentElement?.querySelector('source')?.srcset ?? '')
      .split(',')
      .map((candidate) => widthOf(candidate.trim().split(' ')[0] ?? ''));
    const variant = widthOf(img.currentSrc);
    // object-fit: cover draws the picture at the larger of the box's width and its height times the aspect ratio.
    const aspectRatio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
    const drawn = Math.max(box.width, box.height * aspectRatio);
    return { variant, largest: Math.max(...offered), drawn };
  });
}

for (const screen of SCREENS) {
  test.describe(`heroes on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
    for (const hero of HEROES) {
      for (const language of ['sq', 'en'] as const) {
        test(`${hero.page} (${language}) shows a variant with the pixels the screen draws`, async ({ page }) => {
          await page.goto(localizePath(hero.path, language));
          const { variant, largest, drawn } = await heroOf(page, hero.image);
          const needed = Math.min(largest, (drawn * screen.deviceScaleFactor) / MAX_UPSCALE);
          expect(variant, `drawn ${Math.round(drawn)} px wide`).toBeGreaterThanOrEqual(needed);
        });
      }
    }
  });
}
