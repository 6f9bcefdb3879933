import type { Page } from '@playwright/test';
import { apiRequest } from '#scripts/services/api-request.ts';
import type { Media } from '#shared/entities/media.ts';
import type { MediaLibraryPage } from '#shared/payloads/media-library.ts';
import { jpegImage, pdfDocument, pngImage, webpImage } from '../fixtures/files.ts';
import {
  API_URL,
  callApi,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  test,
  uploadThroughApi,
  violationsOn,
} from './admin-fixtures.ts';

/**
 * The media library's screens (docs/product.md#the-media-library): many images added at once,
 * each on its own; an image's texts written, saved and read back in both languages; the library
 * searched, filtered and paged through its address; a file replaced under its texts.
 */

// A PDF named .jpg passes the browser's check by its name and is refused by the API by its content
// (415); a save over another admin's is refused (412); an image of the library chosen and deleted
// before the save is refused (400).
test.use({ allowedConsoleErrors: [/status of (400|41[25])/] });

/** A word no other image, run or parallel journey has in its name, to find this test's images by. */
const uniqueTag = (what: string) => `${what}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The library's images whose name or text has `tag`, as the API lists them. */
const libraryOf = (token: string, tag: string) =>
  readApi<MediaLibraryPage>(`/media/get/library?q=${encodeURIComponent(tag)}&pageSize=100`, token);

async function removeTagged(token: string, tag: string) {
  for (const media of (await libraryOf(token, tag)).items)
    await deleteThroughApi(`/media/delete/${media.mediaId}`, token);
}

/** The tiles of the library's grid, by the names they show. */
const tileNames = (page: Page) => page.locator('.media-tile__name');

test('twenty images dropped at once are added each on its own, three at a time; the one refused says why and stops none', async ({
  page,
  adminLogin,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('bulk');
  const makers = [() => jpegImage(320, 240), () => pngImage(240, 320), () => webpImage()];
  const images = await Promise.all(
    Array.from({ length: 19 }, async (_, index) => {
      const kind = index % 3;
      const extension = ['jpg', 'png', 'webp'][kind] as string;
      return {
        name: `${tag} photo ${String(index + 1).padStart(2, '0')}.${extension}`,
        mimeType: ['image/jpeg', 'image/png', 'image/webp'][kind] as string,
        buffer: await (makers[kind] as () => Promise<Buffer>)(),
      };
    }),
  );
  const refused = { name: `${tag} floor plan.jpg`, mimeType: 'image/jpeg', buffer: await pdfDocument(1) };
  try {
    await page.goto('/adminpage');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Media library' }).click();
    await expect(page).toHaveURL(/\/adminpage\/media$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

    // How many files are being sent at once, at most, while they go.
    await page.evaluate(() => {
      const seen = window as unknown as { mostSending: number };
      seen.mostSending = 0;
      new MutationObserver(() => {
        const sending = document.querySelectorAll('.media-upload-row[data-state="sending"]').length;
        seen.mostSending = Math.max(seen.mostSending, sending);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page
      .getByRole('button', { name: 'Add images' })
      .setInputFiles([...images.slice(0, 7), refused, ...images.slice(7)]);

    const added = page.getByRole('list', { name: 'Images being added' });
    await expect(added.getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('status').filter({ hasText: /^19 of 20 added, 1 not added$/ })).toBeVisible({
      timeout: 150_000,
    });
    const refusedRow = added.getByRole('listitem').filter({ hasText: refused.name });
    await expect(refusedRow).toContainText('Not added: The image must be a JPEG, PNG, WebP or AVIF file.');
    for (const image of images)
      await expect(added.getByRole('listitem').filter({ hasText: image.name })).toContainText('Added');
    const mostSending = await page.evaluate(() => (window as unknown as { mostSending: number }).mostSending);
    expect(mostSending).toBeLessThanOrEqual(3);
    expect(mostSending).toBeGreaterThan(1);

    // The library shows them, newest first, without a reload; the API has the 19 and not the PDF.
    await expect(tileNames(page).filter({ hasText: tag })).toHaveCount(19);
    const listed = await libraryOf(adminLogin.token, tag);
    expect(listed.total).toBe(19);
    expect(listed.items.map((media) => media.originalName).sort()).toEqual(images.map((image) => image.name).sort());

    // Each added row opens its image.
    const [first] = images;
    if (!first) throw new Error('No image was made');
    await added.getByRole('link', { name: `Open ${first.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  } finally {
    await removeTagged(adminLogin.token, tag);
  }
});

test('an image’s texts are written in English and Albanian, saved, read back after a reload, and its screen speaks Albanian', async ({
  page,
  adminLogin,
}) => {
  const tag = uniqueTag('texts');
  const media = await uploadThroughApi(adminLogin.token, `${tag} lobby.png`);
  try {
    await page.goto(`/adminpage/media?q=${tag}`);
    const tile = page.locator(`[data-media-id="${media.mediaId}"]`);
    await expect(tile.getByText('No alternative text')).toBeVisible();
    await tile.getByRole('link', { name: `${tag} lobby.png` }).click();
    await expect(page).toHaveURL(`/adminpage/media/view/${media.mediaId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${tag} lobby.png` })).toBeVisible();
    const facts = page.getByRole('region', { name: 'The file as uploaded' });
    await expect(facts).toContainText('PNG');
    await expect(facts).toContainText('120 × 80');
    expect(await violationsOn(page)).toEqual([]);

    await page.getByLabel('Alternative text (English)').fill('The lobby of Tower A, with its green marble desk');
    await page.getByLabel('Alternative text (Albanian)').fill('Holli i Kullës A, me banakun prej mermeri të gjelbër');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'Image updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Alternative text (English)')).toHaveValue(
      'The lobby of Tower A, with its green marble desk',
    );
    await expect(page.getByLabel('Alternative text (Albanian)')).toHaveValue(
      'Holli i Kullës A, me banakun prej mermeri të gjelbër',
    );
    expect(await readApi<Media>(`/media/get/single/${media.mediaId}`, adminLogin.token)).toMatchObject({
      altEn: 'The lobby of Tower A, with its green marble desk',
      altSq: 'Holli i Kullës A, me banakun prej mermeri të gjelbër',
      decorative: false,
    });

    await page.getByRole('group', { name: 'Admin language' }).getByRole('button', { name: 'Shqip' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    await expect(page.getByRole('region', { name: 'Skedari siç u ngarkua' })).toContainText('Ngarkuar nga');
    await expect(page.getByRole('heading', { name: 'Çfarë tregon fotografia' })).toBeVisible();
    await expect(page.getByLabel('Teksti alternativ (anglisht)')).toHaveValue(
      'The lobby of Tower A, with its green marble desk',
    );
    await expect(page.getByLabel(/^Dekorative: /)).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Zëvendëso skedarin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Historiku' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ruaj', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Mediateka' })).toBeVisible();

    // The library in Albanian: the image has its text now, and no mark says otherwise.
    await page.getByRole('link', { name: '← Mediateka' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mediateka' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Kërko në mediatekë' })).toHaveValue(tag);
    await expect(page.locator(`[data-media-id="${media.mediaId}"]`)).toBeVisible();
    await expect(page.locator(`[data-media-id="${media.mediaId}"] .media-mark`)).toHaveCount(0);
    await expect(page.getByText('Lëshoni fotografitë këtu')).toBeVisible();
  } finally {
    await deleteThroughApi(`/media/delete/${media.mediaId}`, adminLogin.token);
  }
});

test('the library’s search, its filter of images without alternative text and its pages live in the address, through reloads and Back', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const tag = uniqueTag('paged');
  // Uploaded oldest first: the library lists the newest first.
  const described = await uploadThroughApi(token, `${tag} a described.png`, { altEn: 'A terrace over the lake' });
  const decorative = await uploadThroughApi(token, `${tag} b decorative.png`, { decorative: 'true' });
  const bare = [];
  for (const letter of ['c', 'd', 'e']) bare.push(await uploadThroughApi(token, `${tag} ${letter} bare.png`));
  try {
    await page.goto('/adminpage/media');
    await page.getByRole('searchbox', { name: 'Search the library' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
    await expect(tileNames(page)).toHaveText([
      `${tag} e bare.png`,
      `${tag} d bare.png`,
      `${tag} c bare.png`,
      `${tag} b decorative.png`,
      `${tag} a described.png`,
    ]);
    await expect(page.locator(`[data-media-id="${decorative.mediaId}"]`)).toContainText('Decorative');
    await expect(page.locator(`[data-media-id="${described.mediaId}"] .media-mark`)).toHaveCount(0);

    await page.getByLabel('Alternative text', { exact: true }).selectOption({ label: 'Missing' });
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&withoutAlt=true$`));
    await expect(tileNames(page)).toHaveText(bare.map((media) => media.originalName ?? '').reverse());
    for (const media of bare)
      await expect(page.locator(`[data-media-id="${media.mediaId}"]`)).toContainText('No alternative text');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search the library' })).toHaveValue(tag);
    await expect(page.getByLabel('Alternative text', { exact: true })).toHaveValue('true');
    await expect(tileNames(page)).toHaveCount(3);

    // Two a page, by name: the pager moves through the address, and a reload keeps the page.
    await page.goto(`/adminpage/media?q=${tag}&pageSize=2`);
    await page.getByLabel('Order').selectOption({ label: 'Name A–Z' });
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&sort=name&dir=asc&pageSize=2$`));
    await expect(tileNames(page)).toHaveText([`${tag} a described.png`, `${tag} b decorative.png`]);
    await expect(page.getByText('1–2 of 5 images')).toBeVisible();
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&sort=name&dir=asc&page=2&pageSize=2$`));
    await expect(tileNames(page)).toHaveText([`${tag} c bare.png`, `${tag} d bare.png`]);
    await page.reload();
    await expect(page.getByText('3–4 of 5 images')).toBeVisible();
    await expect(tileNames(page)).toHaveText([`${tag} c bare.png`, `${tag} d bare.png`]);

    // The table keeps the page it shows, and its place in the address.
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page).toHaveURL(/&page=2&pageSize=2&view=table$/);
    await page.reload();
    const rows = page.getByRole('table', { name: 'Media library' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`${tag} c bare.png`);
    await expect(rows.nth(1)).toContainText('No alternative text');

    await page.goBack();
    await expect(page.locator('.media-grid')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('1–2 of 5 images')).toBeVisible();

    // Nothing matches: the screen says so, and leads back to every image.
    await page.goto(`/adminpage/media?q=${tag}nothing`);
    await expect(page.getByText('No images match.')).toBeVisible();
    await page.getByRole('link', { name: 'Show them all' }).click();
    await expect(page).toHaveURL(/\/adminpage\/media$/);
  } finally {
    await removeTagged(token, tag);
  }
});

test('a replaced file keeps the image’s number and its texts', async ({ page, adminLogin }) => {
  const { token } = adminLogin;
  const tag = uniqueTag('replace');
  const media = await uploadThroughApi(token, `${tag} old facade.png`, {
    altEn: 'The facade of Tower B at noon',
    altSq: 'Fasada e Kullës B në mesditë',
  });
  try {
    await page.goto(`/adminpage/media/view/${media.mediaId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${tag} old facade.png` })).toBeVisible();
    await page.getByRole('button', { name: 'Replace the file' }).setInputFiles({
      name: `${tag} new facade.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpegImage(400, 300),
    });
    await expect(notice(page, 'The file was replaced.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${tag} new facade.jpg` })).toBeVisible();
    const facts = page.getByRole('region', { name: 'The file as uploaded' });
    await expect(facts).toContainText('JPEG');
    await expect(facts).toContainText('400 × 300');
    await expect(page.getByLabel('Alternative text (English)')).toHaveValue('The facade of Tower B at noon');
    await expect(page.getByLabel('Alternative text (Albanian)')).toHaveValue('Fasada e Kullës B në mesditë');

    const replaced = await readApi<Media>(`/media/get/single/${media.mediaId}`, token);
    expect(replaced).toMatchObject({
      mediaId: media.mediaId,
      originalName: `${tag} new facade.jpg`,
      originalType: 'image/jpeg',
      altEn: 'The facade of Tower B at noon',
      altSq: 'Fasada e Kullës B në mesditë',
    });
    expect(replaced.imageUrl).not.toBe(media.imageUrl);

    // Its texts saved after the replacement are saved from the replaced version, not refused as stale.
    await page.getByLabel('Alternative text (English)').fill('The facade of Tower B at dusk');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'Image updated successfully!')).toBeVisible();

    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `History of ${tag} new facade.jpg` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Versions' }).getByRole('listitem')).toHaveCount(3);
  } finally {
    await deleteThroughApi(`/media/delete/${media.mediaId}`, token);
  }
});

test('a save over another admin’s later one is refused, and their version is offered beside the admin’s own', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const tag = uniqueTag('conflict');
  const media = await uploadThroughApi(token, `${tag} terrace.png`, { altEn: 'A terrace' });
  try {
    await page.goto(`/adminpage/media/view/${media.mediaId}`);
    const english = page.getByLabel('Alternative text (English)', { exact: true });
    await expect(english).toHaveValue('A terrace');
    await english.fill('A terrace over the lake, mine');

    // Another admin saves first, from the same version.
    const theirs = await fetch(
      `${API_URL}/media/update/${media.mediaId}`,
      apiRequest('PUT', {
        token,
        body: { altEn: 'A terrace at sunset, theirs' },
        headers: { 'if-match': `"${media.version}"` },
      }),
    );
    expect(theirs.status).toBe(200);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this image.' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect(english).toHaveValue('A terrace at sunset, theirs');
    await expect(page.getByRole('textbox', { name: 'Your Alternative text (English)' })).toHaveValue(
      'A terrace over the lake, mine',
    );

    await english.fill('A terrace over the lake at sunset');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'Image updated successfully!')).toBeVisible();
    expect((await readApi<Media>(`/media/get/single/${media.mediaId}`, token)).altEn).toBe(
      'A terrace over the lake at sunset',
    );
  } finally {
    await deleteThroughApi(`/media/delete/${media.mediaId}`, token);
  }
});

test('an image of the library chosen for a news item is saved as that image, and the image lists the news item where it is used', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const tag = uniqueTag('chosen');
  const media = await uploadThroughApi(token, `${tag} harbour.png`, { altEn: 'The harbour at dawn' });
  let newsId = 0;
  try {
    await page.goto('/adminpage/addnews');
    await page.getByLabel('Title (English)', { exact: true }).fill(`${tag} news`);
    await page.getByLabel('Title (Albanian)').fill(`${tag} lajm`);
    await page.getByLabel('Text (English)').fill('The harbour opens.');
    await page.getByLabel('Text (Albanian)').fill('Porti hapet.');
    const field = page.locator('.file-field').filter({ has: page.getByText('Main image', { exact: true }) });
    await field.getByRole('button', { name: 'Choose from the library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the main image from the library' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search the library' }).fill(tag);
    await dialog.getByRole('button', { name: `Choose ${tag} harbour.png` }).click();
    await expect(dialog).toBeHidden();
    await expect(field.getByText(`From the library: ${tag} harbour.png`)).toBeVisible();

    const saved = page.waitForResponse((response) => response.url().endsWith('/news/save'));
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    expect(answer.request().postData() ?? '').not.toContain('name="newsImageUrl"');
    newsId = Number((await answer.json()).newsId);

    const news = await readApi<{ newsImageUrl: string | null; newsImageMediaId: number | null }>(
      `/news/get/single/news/${newsId}`,
      token,
    );
    expect(news).toMatchObject({ newsImageUrl: media.imageUrl, newsImageMediaId: media.mediaId });
    await page.goto(`/adminpage/viewnews/${newsId}`);
    await page.reload();
    await expect(page.locator(`img[src="${media.imageUrl}"]`).first()).toBeVisible();

    await page.goto(`/adminpage/media/view/${media.mediaId}`);
    const whereUsed = page.getByRole('region', { name: 'Where used' });
    await whereUsed.getByRole('link', { name: `${tag} news (Main image)` }).click();
    await expect(page).toHaveURL(new RegExp(`/adminpage/viewnews/${newsId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} news`);
    // Its screen would read the news item (its schedule) after the delete below: a 404 in the console.
    await page.goto('about:blank');
  } finally {
    if (newsId) await deleteThroughApi(`/news/delete/${newsId}`, token);
    await removeTagged(token, tag);
  }
});

test('the library narrows to the images no item shows, and says how many places show each', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const tag = uniqueTag('unused');
  const shown = await uploadThroughApi(token, `${tag} a shown.png`, { altEn: 'A balcony' });
  const unused = await uploadThroughApi(token, `${tag} b unused.png`, { altEn: 'A staircase' });
  const answer = await callApi('/news/save', {
    method: 'POST',
    token,
    body: { newsTitle: `${tag} news`, newsType: 'news', newsImageMediaId: shown.mediaId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { newsId } = answer.body as { newsId: number };
  try {
    await page.goto(`/adminpage/media?q=${tag}`);
    await expect(page.locator(`[data-media-id="${shown.mediaId}"]`)).toContainText('Used once');
    await expect(page.locator(`[data-media-id="${unused.mediaId}"]`)).toContainText('Not used');

    await page.getByLabel('Use', { exact: true }).selectOption({ label: 'Not used anywhere' });
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&unused=true$`));
    await expect(tileNames(page)).toHaveText([`${tag} b unused.png`]);
    await page.reload();
    await expect(page.getByLabel('Use', { exact: true })).toHaveValue('true');
    await expect(tileNames(page)).toHaveText([`${tag} b unused.png`]);

    await page.getByRole('link', { name: `${tag} b unused.png` }).click();
    await expect(page.getByRole('region', { name: 'Where used' })).toContainText(
      'Not used anywhere — you can delete it.',
    );
  } finally {
    await deleteThroughApi(`/news/delete/${newsId}`, token);
    await removeTagged(token, tag);
  }
});

test('images of the library chosen for a project’s gallery are added to it, each as it is', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const tag = uniqueTag('gallery');
  const first = await uploadThroughApi(token, `${tag} a garden.png`, { altEn: 'The garden' });
  const second = await uploadThroughApi(token, `${tag} b pool.png`, { altEn: 'The pool' });
  const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', token, {
    projectTitle: `${tag} project`,
  });
  try {
    await page.goto('/adminpage/addgallery');
    await page.getByLabel('Project', { exact: true }).selectOption({ label: `${tag} project (#${projectId})` });
    await page.getByRole('button', { name: 'Choose from the library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose images from the library' });
    await dialog.getByRole('searchbox', { name: 'Search the library' }).fill(tag);
    await dialog.getByRole('button', { name: `Select ${tag} a garden.png` }).click();
    await dialog.getByRole('button', { name: `Select ${tag} b pool.png` }).click();
    await expect(dialog.getByRole('button', { name: `Select ${tag} b pool.png` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Add 2 images' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`From the library: ${tag} a garden.png`)).toBeVisible();
    await page.getByRole('button', { name: 'Upload 2 images' }).click();
    await expect(notice(page, '2 images added successfully!')).toBeVisible();

    const added = await readApi<{ galleryImageUrl: string }[]>(`/gallery/get/mini/${projectId}`);
    expect(added.map((image) => image.galleryImageUrl).sort()).toEqual([first.imageUrl, second.imageUrl].sort());
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
    await removeTagged(token, tag);
  }
});

test('an image of the library deleted after it was chosen is refused beside its field, and another choice saves', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const tag = uniqueTag('gone');
  const gone = await uploadThroughApi(token, `${tag} a gone.png`, { altEn: 'A gone view' });
  const kept = await uploadThroughApi(token, `${tag} b kept.png`, { altEn: 'A kept view' });
  let newsId = 0;
  try {
    await page.goto('/adminpage/addnews');
    await page.getByLabel('Title (English)', { exact: true }).fill(`${tag} news`);
    const field = page.locator('.file-field').filter({ has: page.getByText('Main image', { exact: true }) });
    const choose = async (name: string) => {
      await field.getByRole('button', { name: 'Choose from the library' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose the main image from the library' });
      await dialog.getByRole('searchbox', { name: 'Search the library' }).fill(tag);
      await dialog.getByRole('button', { name: `Choose ${name}` }).click();
      await expect(dialog).toBeHidden();
    };
    await choose(`${tag} a gone.png`);
    await deleteThroughApi(`/media/delete/${gone.mediaId}`, token);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(
      field.getByText(`Main image: There is no image with id ${gone.mediaId} in the library.`),
    ).toBeVisible();

    await choose(`${tag} b kept.png`);
    const saved = page.waitForResponse((response) => response.url().endsWith('/news/save'));
    await page.getByRole('button', { name: 'Save as draft' }).click();
    expect((await saved).status()).toBe(201);
    newsId = Number((await (await saved).json()).newsId);
    const news = await readApi<{ newsImageMediaId: number | null }>(`/news/get/single/news/${newsId}`, token);
    expect(news.newsImageMediaId).toBe(kept.mediaId);
    await page.goto('about:blank');
  } finally {
    if (newsId) await deleteThroughApi(`/news/delete/${newsId}`, token);
    await removeTagged(token, tag);
  }
});

/** From the admin's answer to the public pages, as the sales team's "sold" is (admin-units.e2e.ts). */
const LIVE_WITHIN_MS = 1000;

test('an image’s texts written in English and Albanian are on both languages’ pages of the project that shows it within a second', async ({
  page,
  adminLogin,
  baseURL,
}) => {
  const tag = uniqueTag('live');
  const media = await uploadThroughApi(adminLogin.token, `${tag} facade.png`);
  const project = await createThroughApi<{ projectId: number }>('/projects/save', adminLogin.token, {
    projectTitle: `Live texts ${tag}`,
    titulliProjekti: `Tekste të gjalla ${tag}`,
    projectImageMediaId: media.mediaId,
  });
  // Albanian pages have no language prefix (site/locale.ts).
  const pageOf = (prefix: string) => `${baseURL ?? ''}${prefix}/vilalproject/${project.projectId}`;
  const says = async (url: string, alt: string) => {
    const response = await fetch(url);
    return response.ok && (await response.text()).includes(`alt="${alt}"`);
  };
  const english = 'The facade of Tower A at dusk, its windows lit';
  const albanian = 'Fasada e Kullës A në muzg, me dritaret e ndezura';
  try {
    // Before it has texts, the project's picture says the project's title, as it always has.
    await expect.poll(() => says(pageOf('/en'), `Live texts ${tag}`), { timeout: 10_000 }).toBe(true);

    await page.goto(`/adminpage/media/view/${media.mediaId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${tag} facade.png` })).toBeVisible();
    await page.getByLabel('Alternative text (English)').fill(english);
    await page.getByLabel('Alternative text (Albanian)').fill(albanian);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(`/media/update/${media.mediaId}`) && response.status() === 200,
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await answered;
    const answeredAt = Date.now();
    const shownAt: Record<string, number> = {};
    for (const [prefix, alt] of [
      ['/en', english],
      ['', albanian],
    ] as const) {
      await expect
        .poll(
          async () => {
            const shown = await says(pageOf(prefix), alt);
            if (shown) shownAt[alt] = Date.now();
            return shown;
          },
          { intervals: [10], timeout: 5000, message: `the ${prefix ? 'English' : 'Albanian'} page says it` },
        )
        .toBe(true);
    }
    const latest = Math.max(...Object.values(shownAt)) - answeredAt;
    expect(latest, 'from the admin’s answer to both pages').toBeLessThan(LIVE_WITHIN_MS);
    test.info().annotations.push({ type: 'both pages live after', description: `${latest} ms` });
  } finally {
    await deleteThroughApi(`/projects/delete/${project.projectId}`, adminLogin.token);
    await deleteThroughApi(`/media/delete/${media.mediaId}`, adminLogin.token);
  }
});
