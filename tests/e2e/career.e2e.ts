import type { Page } from '@playwright/test';
import {
  JOB_PREVIEW_CHARS,
  SCROLL_TARGET_DELAY_MS,
  SCROLL_TARGET_EXTRA_DELAY_MS,
  SMOOTH_SCROLL_DURATION_MS,
  SMOOTH_SCROLL_OFFSET_PX,
  VACANCIES_PAGE_SIZE,
} from '#shared/constants.ts';
import type { Contact } from '#shared/entities/contact.ts';
import type { VacancyListItem } from '#shared/entities/vacancy.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { paragraphs, truncate } from '#shared/text.ts';
import { teamMembers } from '#site/components/team-members.ts';
import { MAX_CV_MB } from '#site/islands/shared/application-checks.ts';
import { pdfDocument, textFile } from '../fixtures/files.ts';
import { expect, hydrated, test } from './fixtures.ts';

/**
 * The career pages in both languages: the team section a link scrolls to, the vacancy list and
 * its Load More, a vacancy's details and contact card, the application form against the real API,
 * and the terms and privacy page.
 */
const LANGUAGES: Language[] = ['sq', 'en'];

async function vacanciesOf(apiURL: string): Promise<VacancyListItem[]> {
  return (await fetch(`${apiURL}/staff/get/mini`)).json() as Promise<VacancyListItem[]>;
}

/**
 * Waits until the application form's island runs; before that the browser would post the form
 * itself. It hydrates as it comes near the viewport, as when a visitor scrolls to it.
 */
async function formReady(page: Page) {
  await page.locator('#apply').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ApplicationForm"]')).not.toHaveAttribute('ssr');
}

async function fillApplication(page: Page, language: Language, applicant: { firstName: string; email: string }) {
  const strings = stringsFor(language);
  await page.getByLabel(strings.formFirstName, { exact: true }).fill(applicant.firstName);
  await page.getByLabel(strings.formLastName, { exact: true }).fill('Berisha');
  await page.getByLabel(strings.formEmail, { exact: true }).fill(applicant.email);
  await page.getByLabel(strings.formPhone, { exact: true }).fill('+355 69 123 4567');
}

/** The application form's consent checkbox, by its label: the sentence up to its link to the privacy notice, then the link. */
function consentBox(page: Page, language: Language) {
  const strings = stringsFor(language);
  const [before] = strings.consentLabel.split('{link}');
  return page.getByRole('checkbox', { name: `${before}${strings.consentLink} ${strings.consentNewTab}` });
}

for (const language of LANGUAGES) {
  const strings = stringsFor(language);
  const to = (path: string) => localizePath(path, language);

  test.describe(`career pages (${language})`, () => {
    test('the career page introduces the team, and a targetId link scrolls to it', async ({ page }) => {
      const settle = SCROLL_TARGET_DELAY_MS + SCROLL_TARGET_EXTRA_DELAY_MS + SMOOTH_SCROLL_DURATION_MS + 5_000;
      await page.goto(to(ROUTES.career()));
      await expect(page.getByRole('heading', { level: 1, name: strings.careerHeading })).toBeVisible();
      const team = page.locator('#meet');
      await expect(team.getByRole('heading', { level: 2, name: strings.meetHeading })).toBeVisible();
      await expect(team.getByRole('listitem')).toHaveCount(6);
      // The same people, roles and lines as on the home page: one account of them.
      const members = teamMembers(language);
      for (const [index, member] of members.entries()) {
        const card = team.getByRole('listitem').nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
        await expect(card.getByText(member.role, { exact: true })).toBeVisible();
        await expect(card.getByText(member.bio, { exact: true })).toBeVisible();
      }
      await page.goto(to(ROUTES.home()));
      const home = page.locator('#ourTeam');
      for (const member of members) await expect(home.getByText(member.role, { exact: true })).toHaveCount(1);
      await page.goto(to(ROUTES.career()));
      await expect(page.getByRole('link', { name: strings.inviteCta }).last()).toHaveAttribute(
        'href',
        to(ROUTES.vacancies()),
      );

      await page.goto(`${to(ROUTES.career())}?targetId=meet`);
      await expect
        .poll(() => team.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: settle })
        .toBe(SMOOTH_SCROLL_OFFSET_PX);
      await expect(team).toBeFocused();
    });

    test('the vacancy list shows three at a time and Load More adds three until all show', async ({ page, apiURL }) => {
      const vacancies = await vacanciesOf(apiURL);
      expect(vacancies.length).toBeGreaterThan(VACANCIES_PAGE_SIZE);
      await page.goto(to(ROUTES.vacancies()));
      const list = page.getByRole('list', { name: strings.vacanciesHeading });
      const cards = list.getByRole('listitem');
      const loadMore = page.getByRole('button', { name: strings.vacanciesLoadMore });
      await expect(cards).toHaveCount(VACANCIES_PAGE_SIZE);
      await loadMore.scrollIntoViewIfNeeded();
      await hydrated(page, 'VacancyList');

      for (let shown = VACANCIES_PAGE_SIZE; shown < vacancies.length; shown += VACANCIES_PAGE_SIZE) {
        await loadMore.click();
        const nowShown = Math.min(shown + VACANCIES_PAGE_SIZE, vacancies.length);
        await expect(cards).toHaveCount(nowShown);
        await expect(cards.nth(shown).getByRole('link')).toBeFocused();
      }
      await expect(loadMore).toBeHidden();

      for (const [index, vacancy] of vacancies.entries()) {
        const card = cards.nth(index);
        const title = pick(language, vacancy.staffTittle, vacancy.titulliStaf);
        const description = pick(language, vacancy.staffDescriptionTwo, vacancy.pershkrimiStafDy);
        await expect(card.getByRole('link', { name: title })).toHaveAttribute(
          'href',
          to(ROUTES.vacancy(vacancy.staffId)),
        );
        const preview = truncate(description, JOB_PREVIEW_CHARS);
        expect(preview.endsWith('…')).toBe(description.length > JOB_PREVIEW_CHARS);
        await expect(card.locator('.job-card__preview')).toHaveText(preview);
        await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      }
    });

    test('a vacancy shows its description in paragraphs and a contact card', async ({ page, apiURL }) => {
      const [vacancy] = await vacanciesOf(apiURL);
      if (!vacancy) throw new Error('The demo has no vacancies');
      await page.goto(to(ROUTES.vacancy(vacancy.staffId)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        pick(language, vacancy.staffTittle, vacancy.titulliStaf),
      );
      const expected = paragraphs(pick(language, vacancy.staffDescriptionTwo, vacancy.pershkrimiStafDy));
      await expect(page.locator('.job-description p')).toHaveText(expected);
      const contact = page.getByRole('complementary', { name: strings.vacancyContactHeading });
      await expect(contact).toContainText(strings.officeAddress);
      await expect(contact.getByRole('link', { name: strings.officePhone })).toHaveAttribute('href', /^tel:\+355/);
      const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(structured).toMatchObject({ '@type': 'JobPosting', employmentType: 'FULL_TIME', directApply: true });
      expect(structured.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    test('the application form checks the fields and the CV before sending, then sends to the API', async ({
      page,
      apiURL,
      adminToken,
    }) => {
      const [vacancy] = await vacanciesOf(apiURL);
      if (!vacancy) throw new Error('The demo has no vacancies');
      await page.goto(to(ROUTES.vacancy(vacancy.staffId)));
      await formReady(page);
      const send = page.getByRole('button', { name: strings.formApply });
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/contact/save')) posts.push(request.method());
      });

      await send.click();
      await expect(page.getByText(strings.fieldRequired)).toHaveCount(4);
      await expect(page.getByText(strings.cvMissing)).toBeVisible();
      await expect(page.getByText(strings.consentMissing)).toBeVisible();
      await expect(page.getByLabel(strings.formFirstName, { exact: true })).toBeFocused();
      // Screen readers announce each field's error with the field.
      await expect(page.getByLabel(strings.formFirstName, { exact: true })).toHaveAccessibleDescription(
        strings.fieldRequired,
      );
      await expect(page.getByLabel(strings.formCv, { exact: true })).toHaveAccessibleDescription(
        `${fillTemplate(strings.formCvHint, { mb: MAX_CV_MB })} ${strings.cvMissing}`,
      );

      const email = `applicant-${language}-${Date.now()}@example.al`;
      await fillApplication(page, language, { firstName: 'Ana', email });
      const cv = page.getByLabel(strings.formCv, { exact: true });
      await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: textFile() });
      await expect(page.getByText(strings.cvNotPdf)).toBeVisible();
      await send.click();
      await expect(page.getByText(strings.cvNotPdf)).toBeVisible();
      expect(posts).toEqual([]);

      await cv.setInputFiles({ name: 'ana-berisha-cv.pdf', mimeType: 'application/pdf', buffer: await pdfDocument(1) });
      await expect(page.getByText(strings.cvNotPdf)).toBeHidden();
      // Everything else is right: the missing consent alone keeps the application here.
      const consent = consentBox(page, language);
      await send.click();
      await expect(consent).toBeFocused();
      await expect(consent).toHaveAccessibleDescription(strings.consentMissing);
      expect(posts).toEqual([]);
      const privacy = page.getByRole('link', { name: `${strings.consentLink} ${strings.consentNewTab}` });
      await expect(privacy).toHaveAttribute('href', `${to(ROUTES.terms())}#privacy`);
      await expect(privacy).toHaveAttribute('target', '_blank');

      await consent.check();
      await expect(page.getByText(strings.consentMissing)).toBeHidden();
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: strings.formSuccess })).toBeVisible();
      expect(strings.formSuccess).toBe(
        language === 'en' ? 'Form created successfully!' : 'Formulari u dërgua me sukses!',
      );
      for (const label of [strings.formFirstName, strings.formLastName, strings.formEmail, strings.formPhone]) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
      }
      await expect(cv).toHaveValue('');
      await expect(consent).not.toBeChecked();

      const response = await fetch(`${apiURL}/contact/get/mini`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const received = ((await response.json()) as Contact[]).find((contact) => contact.email === email);
      expect(received).toMatchObject({
        kind: 'application',
        firstName: 'Ana',
        lastName: 'Berisha',
        staffId: vacancy.staffId,
      });
      expect(received?.cvUrl).toBeTruthy();
      expect(received?.consentAt).toBeTruthy();
    });

    // Chromium reports every failed request as a console error, and a failing request is what this
    // test is about: it watches its own page and lets through only that one report.
    test('an error from the API shows the failure message in a box the visitor can close', async ({
      browser,
      baseURL,
      apiURL,
    }) => {
      const [vacancy] = await vacanciesOf(apiURL);
      if (!vacancy) throw new Error('The demo has no vacancies');
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('status of 500')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('**/contact/save', (route) =>
        route.fulfill({ status: 500, json: { message: 'Down', code: 'INTERNAL' } }),
      );

      await page.goto(to(ROUTES.vacancy(vacancy.staffId)));
      await formReady(page);
      await fillApplication(page, language, { firstName: 'Ana', email: 'ana.berisha@example.al' });
      await page
        .getByLabel(strings.formCv, { exact: true })
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await pdfDocument(1) });
      await consentBox(page, language).check();
      await page.getByRole('button', { name: strings.formApply }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(strings.formFailure);
      await expect(page.getByLabel(strings.formFirstName, { exact: true })).toHaveValue('Ana');
      await alert.getByRole('button', { name: strings.formCloseError }).click();
      await expect(alert).toBeHidden();
      expect(errors).toEqual([]);
      await context.close();
    });

    test('the terms page lists its sections and both parts have their headings', async ({ page }) => {
      await page.goto(to(ROUTES.terms()));
      await expect(page.getByRole('heading', { level: 1, name: strings.termsTitle })).toBeVisible();
      const contents = page.getByRole('navigation', { name: strings.termsContents });
      for (const part of [strings.termsOfUse, strings.privacyNotice]) {
        await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
        await expect(contents.getByRole('link', { name: part })).toBeVisible();
      }
      const sections = page.locator('#terms h3, #privacy h3');
      expect(await sections.count()).toBeGreaterThanOrEqual(10);
      for (const heading of await sections.all()) {
        const id = await heading.getAttribute('id');
        await expect(contents.locator(`a[href="#${id}"]`)).toHaveText((await heading.textContent()) ?? '');
      }
      await expect(page.locator('#privacy')).toContainText('124/2020');
      await expect(page.locator('#privacy')).toContainText('privacy@tiranagroup.al');
    });
  });
}
