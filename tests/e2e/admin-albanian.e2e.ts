import type { Page } from '@playwright/test';
import type { Project } from '#shared/entities/project.ts';
import {
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';

/** The catalogue's English words that the screens of this journey show in English, none of which may stay in Albanian. */
const ENGLISH = {
  frame: ['Dashboard', 'Trash', 'Log out', 'View site', 'Projects', 'Password'],
  dashboard: ['Needs attention', 'Recent publishes', 'Change', 'State', 'Building'],
  list: ['Order', 'Languages', 'Per page', 'Add project', 'Cards', 'Table', 'Show as', 'Delete', 'Edit', 'See'],
  form: ['Save and publish', 'Cancel', 'Title', 'Address', 'Description', 'Specifications', 'Year', 'Current'],
  images: ['Add images', 'Images', 'Upload', 'Choose…', 'Drop images here', 'Delete'],
  drafts: ['Save as draft', 'Publish', 'Preview the page', 'Status', 'Drafts'],
  accounts: ['Add an account', 'Roles', 'State', 'Last login', 'Active', 'Administrator, Editor', 'Disable', 'Delete'],
  account: ['Your account', 'Username', 'Current password', 'New password', 'Change password'],
  activity: ['Search the activity', 'Search', 'When', 'Who', 'Action', 'What happened', 'Logged in'],
};

/** No element of the page reads exactly as one of `words`. */
async function expectNoneOf(page: Page, words: string[]) {
  for (const word of words) await expect(page.getByText(word, { exact: true }), word).toHaveCount(0);
}

/**
 * Staff who prefer Albanian switch the admin to it in its bar: every screen follows at once, a save
 * says so in Albanian, and the choice holds after a reload until they switch back.
 */
test('the admin switches to Albanian, works in it, keeps it on reload and switches back', async ({
  page,
  adminLogin,
}) => {
  const title = uniqueTitle('Albanian');
  const project = await createThroughApi<Project>('/projects/save', adminLogin.token, {
    projectTitle: title,
    titulliProjekti: `${title} sq`,
  });
  try {
    await page.goto('/adminpage');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const languages = page.getByRole('group', { name: 'Admin language' });
    await languages.getByRole('button', { name: 'Shqip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paneli' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    await expect(
      page.getByRole('group', { name: 'Gjuha e administrimit' }).getByRole('button', { name: 'Shqip' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Kërkon vëmendje' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Publikimet e fundit' })).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.dashboard]);
    expect(await violationsOn(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Seksionet' }).getByRole('link', { name: 'Projektet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projektet' })).toBeVisible();
    await expect(page.getByLabel('Kërko projektet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shto projekt' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Faqet e listës: projektet' })).toContainText('projekte');
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.list]);
    expect(await violationsOn(page)).toEqual([]);

    await page.goto(`/adminpage/editproject/${project.projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ndrysho ${title}` })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Titulli · e nevojshme për faqen publike/ })).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.form]);
    expect(await violationsOn(page)).toEqual([]);
    await page.getByLabel('Adresa (anglisht)').fill('Rruga e Kavajës 10, Tirana');
    await page.getByLabel('Adresa (shqip)').fill('Rruga e Kavajës 10, Tiranë');
    await page.getByRole('button', { name: 'Ruaj dhe publiko' }).click();
    await expect(notice(page, 'Projekti u përditësua me sukses!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Projekti “${title} sq” u përditësua` })).toBeVisible();

    await page.goto('/adminpage/listgallery');
    await expect(page.getByRole('link', { name: 'Shto fotografi' })).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.images]);
    expect(await violationsOn(page)).toEqual([]);
    await page.goto('/adminpage/addgallery');
    await expect(page.getByText('Lëshoni fotografitë këtu')).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.images]);
    await page.goto('/adminpage/addproject');
    await expect(page.getByRole('button', { name: 'Ruaj si draft' })).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.drafts]);

    await page.goto('/adminpage/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Llogaritë' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shto një llogari' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Hyrja e fundit' })).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.accounts]);
    expect(await violationsOn(page)).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Fjalëkalimi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Llogaria juaj' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ndrysho fjalëkalimin' })).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.account]);
    await page.goto('/adminpage/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktiviteti' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Kërko në aktivitet' })).toBeVisible();
    await expectNoneOf(page, [...ENGLISH.frame, ...ENGLISH.activity]);

    await page.goto(`/adminpage/viewproject/${project.projectId}`);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Historiku' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    await expectNoneOf(page, ENGLISH.frame);

    await page.getByRole('group', { name: 'Gjuha e administrimit' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'History' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await deleteThroughApi(`/projects/delete/${project.projectId}`, adminLogin.token);
  }
});
