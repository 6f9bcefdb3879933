import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * The hero that swaps in an image of its pool at random before the first paint (hero-pick.js) must
 * crop each by its own focal point, and say its text in its own language: it kept the point and
 * the `lang` of the image the page was rendered with.
 */
test('a hero picked at random keeps its own focal point and its text’s language', async ({ page }) => {
  const heroPick = await readFile(path.resolve('src/site/scripts/inline/hero-pick.js'), 'utf8');
  const choice = (name: string, position: string, lang?: string) => ({
    src: `/${name}.png`,
    avif: `/${name}.avif`,
    webp: `/${name}.webp`,
    width: 3,
    height: 2,
    alt: name,
    ...(lang && { lang }),
    sizes: '100vw',
    position,
  });
  const choices = [choice('first', '20% 30%', 'en'), choice('second', '70% 39%'), choice('third', '', 'sq')];
  for (const [index, expected, lang] of [
    [1, '70% 39%', null],
    [2, '50% 50%', 'sq'],
    [0, '20% 30%', 'en'],
  ] as const) {
    // The page as PageHero.astro renders it, with the first image, its point and its text's language, and a draw that picks `index`.
    await page.setContent(
      `<section><picture><source type="image/avif"><source type="image/webp">` +
        `<img src="/first.png" alt="first" lang="en" style="object-position: 20% 30%"></picture>` +
        `<script data-choices='${JSON.stringify(choices)}'>Math.random = () => ${(index + 0.5) / choices.length};\n${heroPick}</script></section>`,
    );
    const image = page.locator('img');
    await expect(image).toHaveAttribute('src', `/${choices[index]?.alt}.png`);
    await expect(image).toHaveCSS('object-position', expected);
    if (lang) await expect(image).toHaveAttribute('lang', lang);
    else await expect(image).not.toHaveAttribute('lang');
  }
});
