import type { Page } from '@playwright/test';
import {
  FADE_MS,
  HOME_VIDEO_COUNT,
  LOADING_SCREEN_MS,
  PROJECT_SELECTOR_ENTRIES,
  PROJECT_SELECTOR_ENTRIES_EXPANDED,
  SCROLL_TARGET_DELAY_MS,
  SCROLL_TARGET_EXTRA_DELAY_MS,
  SMOOTH_SCROLL_DURATION_MS,
  SMOOTH_SCROLL_OFFSET_PX,
} from '#shared/constants.ts';
import type { Project, ProjectListItem } from '#shared/entities/project.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { expect, hydrated, test } from './fixtures.ts';

/**
 * The home, company and project pages: the hero films, the sections a link can scroll to, the
 * project selector, and a project's card, gallery, specifications drawer and neighbours.
 */
const LANGUAGES: Language[] = ['sq', 'en'];
const HOME_SECTIONS = ['aboutUs', 'ourCulture', 'ourHistory', 'ourTeam'];
const SPEC_BOXES = ['boxOne', 'boxTwo', 'boxThree', 'boxFour', 'boxFive', 'boxSix', 'boxSeven'] as const;

/** Waits out the loading screen of the home and company pages, which covers them at first. */
async function pastLoadingScreen(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-loading-screen', {
    timeout: LOADING_SCREEN_MS + FADE_MS + 5_000,
  });
}

async function readApi<T>(apiURL: string, path: string): Promise<T> {
  return (await fetch(`${apiURL}${path}`)).json() as Promise<T>;
}

const projectsOf = (apiURL: string) => readApi<ProjectListItem[]>(apiURL, '/projects/get/all');

for (const language of LANGUAGES) {
  const strings = stringsFor(language);
  const home = localizePath(ROUTES.home(), language);

  test.describe(`in ${language === 'sq' ? 'Albanian' : 'English'}`, () => {
    test('the home page shows its four sections and the hero films answer previous, next and pause', async ({
      page,
    }) => {
      await page.goto(home);
      await expect(page.getByRole('heading', { level: 1, name: strings.homeTitle })).toBeVisible();
      for (const id of HOME_SECTIONS) await expect(page.locator(`section#${id}`)).toHaveCount(1);

      const hero = page.getByRole('region', { name: strings.heroVideosLabel });
      const slides = hero.locator('[data-hero-slide]');
      await expect(slides).toHaveCount(HOME_VIDEO_COUNT);
      const videos = hero.locator('video');
      for (const video of await videos.all()) {
        await expect(video).toHaveAttribute('preload', 'none');
        await expect(video).toHaveAttribute('loop', '');
        await expect(video).toHaveAttribute('playsinline', '');
        expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      }
      await pastLoadingScreen(page);

      const active = () => slides.evaluateAll((all) => all.findIndex((slide) => slide.hasAttribute('data-active')));
      const playing = () => videos.nth(0).evaluate((video: HTMLVideoElement) => !video.paused);
      const count = (index: number) => fillTemplate(strings.heroVideoOf, { index, total: HOME_VIDEO_COUNT });
      await expect.poll(playing).toBe(true);
      await expect(hero.getByText(count(1))).toBeVisible();

      await hero.getByRole('button', { name: strings.heroNextVideo }).click();
      await expect.poll(active).toBe(1);
      await expect(hero.getByText(count(2))).toBeVisible();
      await expect.poll(() => videos.nth(1).evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
      expect(await videos.nth(0).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

      await hero.getByRole('button', { name: strings.heroPreviousVideo }).click();
      await hero.getByRole('button', { name: strings.heroPreviousVideo }).click();
      await expect.poll(active).toBe(HOME_VIDEO_COUNT - 1);

      await hero.getByRole('button', { name: strings.heroPause }).click();
      const last = videos.nth(HOME_VIDEO_COUNT - 1);
      await expect.poll(() => last.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
      await hero.getByRole('button', { name: strings.heroPlay }).click();
      await expect.poll(() => last.evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
    });

    test('a film waits for the page to be interactive and stays still under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(home);
      await page.waitForLoadState('networkidle');
      const hero = page.getByRole('region', { name: strings.heroVideosLabel });
      const first = hero.locator('video').first();
      expect(await first.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
      expect(await first.getAttribute('src')).toBeNull();
      await hero.getByRole('button', { name: strings.heroPlay }).click();
      await expect.poll(() => first.evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
    });

    test('a targetId in the address or in the history state scrolls the home page to that section', async ({
      page,
    }) => {
      const settle = SCROLL_TARGET_DELAY_MS + SCROLL_TARGET_EXTRA_DELAY_MS + SMOOTH_SCROLL_DURATION_MS + 5_000;
      const topOf = (id: string) =>
        page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

      await page.goto(`${home}?targetId=ourTeam`);
      await expect.poll(() => topOf('ourTeam'), { timeout: settle }).toBe(SMOOTH_SCROLL_OFFSET_PX);
      await expect(page.locator('#ourTeam')).toBeFocused();

      await page.goto(home);
      await page.evaluate(() => window.history.replaceState({ targetId: 'ourHistory' }, ''));
      await page.reload();
      await expect.poll(() => topOf('ourHistory'), { timeout: settle }).toBe(SMOOTH_SCROLL_OFFSET_PX);
    });

    test('the project selector features the chosen project and wraps around', async ({ page, apiURL }) => {
      const projects = await projectsOf(apiURL);
      const titleOf = (project: ProjectListItem | undefined) =>
        project ? pick(language, project.projectTitle, project.titulliProjekti) : '';
      await page.goto(localizePath(ROUTES.company(), language));
      await pastLoadingScreen(page);
      const section = page.locator('#projectSelector');
      await section.scrollIntoViewIfNeeded();
      await hydrated(page, 'ProjectSelector');

      const entries = section.getByRole('list', { name: strings.selectorListLabel }).getByRole('button');
      const shown = Math.min(projects.length, PROJECT_SELECTOR_ENTRIES);
      await expect(entries).toHaveCount(shown);
      const feature = section.locator('[data-selector-feature]');
      await expect(feature.getByRole('heading', { name: titleOf(projects[0]) })).toBeVisible();
      await expect(entries.first()).toHaveAttribute('aria-pressed', 'true');

      await section.getByRole('button', { name: strings.selectorPrevious }).click();
      await expect(entries.nth(shown - 1)).toHaveAttribute('aria-pressed', 'true');
      await expect(feature).toHaveClass(/is-fading/);
      await expect(feature.getByRole('heading', { name: titleOf(projects[shown - 1]) })).toBeVisible({
        timeout: FADE_MS + 5_000,
      });
      await expect(feature).not.toHaveClass(/is-fading/);

      await section.getByRole('button', { name: strings.selectorNext }).click();
      await expect(feature.getByRole('heading', { name: titleOf(projects[0]) })).toBeVisible();

      await entries.nth(2).click();
      await expect(feature.getByRole('heading', { name: titleOf(projects[2]) })).toBeVisible();
      const link = feature.getByRole('link', { name: strings.selectorViewProject });
      await expect(link).toHaveAttribute('href', localizePath(ROUTES.project(projects[2]?.projectId ?? 0), language));

      if (projects.length > PROJECT_SELECTOR_ENTRIES) {
        await section.getByRole('button', { name: strings.selectorShowMore }).click();
        await expect(entries).toHaveCount(Math.min(projects.length, PROJECT_SELECTOR_ENTRIES_EXPANDED));
      }
    });

    test('a project card closes to dots and reopens, and leads to the description', async ({ page, apiURL }) => {
      const [project] = await projectsOf(apiURL);
      if (!project) throw new Error('The demo API has no project');
      await page.goto(localizePath(ROUTES.project(project.projectId), language));
      const card = page.locator('[data-project-card]');
      await expect(
        card.getByRole('heading', { level: 1, name: pick(language, project.projectTitle, project.titulliProjekti) }),
      ).toBeVisible();
      await expect(card.getByText(pick(language, project.projectAddress, project.adresaProjekti))).toBeVisible();
      // No JavaScript for the card until a visitor goes for it: it hydrates at the first pointer over
      // it, and the press that follows is held until it has.
      await expect(page.locator('astro-island[component-url*="ProjectCard"]')).toHaveAttribute('ssr');

      await card.getByRole('button', { name: strings.projectCardClose }).click();
      await expect(card).toHaveCount(0);
      const dots = page.getByRole('button', { name: strings.projectCardReopen });
      await expect(dots).toBeFocused();
      await dots.click();
      await expect(page.locator('[data-project-card]')).toBeVisible();
      await expect(page.getByRole('button', { name: strings.projectCardClose })).toBeFocused();

      await page.getByRole('button', { name: strings.projectDescription, exact: true }).click();
      await expect(page.locator('#description')).toBeInViewport();
      await expect(page.locator('#description')).toBeFocused();
    });

    test('the gallery opens full screen by click and by keyboard, the arrows move and Escape returns focus', async ({
      page,
      apiURL,
    }) => {
      const projects = await projectsOf(apiURL);
      const galleries = await Promise.all(
        projects.map((project) => readApi<unknown[]>(apiURL, `/gallery/get/mini/${project.projectId}`)),
      );
      const index = galleries.findIndex((gallery) => gallery.length > 1);
      const project = projects[index];
      const total = galleries[index]?.length ?? 0;
      if (!project) throw new Error('The demo API has no project with a gallery');
      const title = pick(language, project.projectTitle, project.titulliProjekti);

      await page.goto(localizePath(ROUTES.project(project.projectId), language));
      const label = fillTemplate(strings.projectGalleryOf, { title });
      const gallery = page.getByRole('region', { name: label });
      await gallery.scrollIntoViewIfNeeded();
      await hydrated(page, 'GalleryCarousel');

      const opener = gallery.getByRole('button', { name: fillTemplate(strings.galleryOpenImage, { index: 1, total }) });
      const modal = page.getByRole('dialog', { name: label });
      const position = (at: number) => modal.getByText(fillTemplate(strings.galleryImageOf, { index: at, total }));
      await opener.click();
      await expect(modal).toBeVisible();
      await expect(position(1)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(position(2)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(position(total)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(opener).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(modal).toBeVisible();
      await expect(position(1)).toBeVisible();
      await modal.getByRole('button', { name: strings.galleryNext }).click();
      await expect(position(2)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('the specifications drawer counts rooms for the hotel and apartments elsewhere, without empty boxes', async ({
      page,
      apiURL,
    }) => {
      const projects = await projectsOf(apiURL);
      const hotel = projects.find((project) => project.projectType === 'Hotel');
      const other = projects.find((project) => project.projectType !== 'Hotel');
      if (!hotel || !other) throw new Error('The demo API needs a hotel and another project');

      for (const [project, layout, shows, hides] of [
        [hotel, 'hotel', strings.specRooms, strings.specApartments],
        [other, 'standard', strings.specApartments, strings.specRooms],
      ] as const) {
        await page.goto(localizePath(ROUTES.project(project.projectId), language));
        const opener = page.getByRole('button', { name: strings.projectDetails });
        await opener.click();
        const drawer = page.getByRole('dialog', { name: strings.projectDetails });
        await expect(drawer).toBeVisible();
        await expect(drawer).toHaveAttribute('data-layout', layout);
        await expect(drawer.getByText(shows, { exact: true })).toBeVisible();
        await expect(drawer.getByText(hides, { exact: true })).toHaveCount(0);
        const filled = SPEC_BOXES.filter((box) => project[box].trim() !== '');
        await expect(drawer.locator('dl > div')).toHaveCount(filled.length);
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
        await expect(opener).toBeFocused();
      }
    });

    test('previous and next project links appear only where the API names a neighbour', async ({ page, apiURL }) => {
      const projects = await projectsOf(apiURL);
      const ids = [...new Set([projects[0], projects[1], projects.at(-1)].map((project) => project?.projectId ?? 0))];
      for (const projectId of ids) {
        const project = await readApi<Project>(apiURL, `/projects/get/single/project/${projectId}`);
        await page.goto(localizePath(ROUTES.project(projectId), language));
        const prev = page.locator('[data-project-prev]');
        const next = page.locator('[data-project-next]');
        if (project.prev === null) await expect(prev).toHaveCount(0);
        else await expect(prev).toHaveAttribute('href', localizePath(ROUTES.project(project.prev), language));
        if (project.next === null) await expect(next).toHaveCount(0);
        else await expect(next).toHaveAttribute('href', localizePath(ROUTES.project(project.next), language));
      }
    });
  });
}
