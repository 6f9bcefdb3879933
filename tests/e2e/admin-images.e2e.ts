import { jpegImage, pngImage, webpImage } from '../fixtures/files.ts';
import {
  API_URL,
  confirmDelete,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/** Project galleries and news images (docs/product.md#screens-and-routes): several images uploaded at once, listed by parent, deleted one by one. */
interface Collection {
  name: string;
  one: string;
  list: string;
  add: string;
  parentLabel: string;
  /** Creates the parent the images go to through the API, and says how to read and remove it. */
  createParent: (token: string, title: string) => Promise<number>;
  removeParent: (id: number) => string;
  /** The public read of one parent's images. */
  imagesOf: (id: number) => string;
  urlField: string;
  count: number;
}

const COLLECTIONS: Collection[] = [
  {
    name: 'a project gallery',
    one: 'Gallery image',
    list: '/adminpage/listgallery',
    add: '/adminpage/addgallery',
    parentLabel: 'Project',
    createParent: async (token, title) =>
      (await createThroughApi<{ projectId: number }>('/projects/save', token, { projectTitle: title })).projectId,
    removeParent: (id) => `/projects/delete/${id}`,
    imagesOf: (id) => `/gallery/get/mini/${id}`,
    urlField: 'galleryImageUrl',
    count: 3,
  },
  {
    name: 'a news item',
    one: 'News image',
    list: '/adminpage/listnewsimage',
    add: '/adminpage/addnewsimage',
    parentLabel: 'News',
    createParent: async (token, title) =>
      (await createThroughApi<{ newsId: number }>('/news/save', token, { newsTitle: title, newsType: 'news' })).newsId,
    removeParent: (id) => `/news/delete/${id}`,
    imagesOf: (id) => `/newsimage/get/mini/${id}`,
    urlField: 'newsImageUrl',
    count: 2,
  },
];

const images = async () => [
  { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(160, 120) },
  { name: 'lobby.png', mimeType: 'image/png', buffer: await pngImage(120, 160) },
  { name: 'terrace.webp', mimeType: 'image/webp', buffer: await webpImage() },
];

for (const collection of COLLECTIONS) {
  test(`an admin uploads ${collection.count} images to ${collection.name} at once, finds them under it and deletes one`, async ({
    page,
    adminLogin,
  }) => {
    const { token } = adminLogin;
    const title = uniqueTitle(collection.name);
    const parentId = await collection.createParent(token, title);
    try {
      const files = (await images()).slice(0, collection.count);
      await page.goto(collection.list);
      await page.getByRole('link', { name: 'Add images' }).click();
      await expect(page).toHaveURL(collection.add);
      await page.getByLabel(collection.parentLabel, { exact: true }).selectOption({ label: `${title} (#${parentId})` });
      await page.getByLabel('Images', { exact: true }).setInputFiles(files);
      for (const file of files) await expect(page.getByText(file.name, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: `Upload ${collection.count} images` }).click();
      await expect(notice(page, `${collection.count} images added successfully!`)).toBeVisible();
      await expect(page).toHaveURL(collection.list);

      const uploaded = await readApi<Record<string, string>[]>(collection.imagesOf(parentId));
      expect(uploaded).toHaveLength(collection.count);
      for (const image of uploaded) {
        expect((await fetch(new URL(image[collection.urlField] ?? '', API_URL))).status).toBe(200);
      }

      const group = page.getByRole('region', { name: title });
      await expect(group.getByRole('heading', { level: 2 })).toHaveText(`${title} (${collection.count} images)`);
      const tiles = group.getByRole('img');
      await expect(tiles).toHaveCount(collection.count);
      for (const [index, image] of uploaded.entries()) {
        await expect(group.getByAltText(`${title}, image ${index + 1}`)).toHaveAttribute(
          'src',
          image[collection.urlField] ?? '',
        );
      }

      await confirmDelete(page, group.getByRole('button', { name: `Delete ${title}, image 1` }));
      await expect(notice(page, `${collection.one} deleted successfully!`)).toBeVisible();
      await expect(tiles).toHaveCount(collection.count - 1);
      const left = await readApi<Record<string, string>[]>(collection.imagesOf(parentId));
      expect(left.map((image) => image[collection.urlField])).toEqual(
        uploaded.slice(1).map((image) => image[collection.urlField]),
      );
    } finally {
      await deleteThroughApi(collection.removeParent(parentId), token);
    }
  });
}

test('images the API would refuse are marked before sending, and the others still go', async ({ page, adminLogin }) => {
  const title = uniqueTitle('gallery refusal');
  const { projectId: parentId } = await createThroughApi<{ projectId: number }>('/projects/save', adminLogin.token, {
    projectTitle: title,
  });
  try {
    await page.goto('/adminpage/addgallery');
    await page.getByLabel('Project', { exact: true }).selectOption({ label: `${title} (#${parentId})` });
    await page.getByLabel('Images', { exact: true }).setInputFiles([
      { name: 'plan.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpegImage() },
    ]);
    await expect(page.getByText('The image must be a JPEG, PNG, WebP or AVIF file.')).toBeVisible();
    await page.getByRole('button', { name: 'Upload 2 images' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Something went wrong. Please try again. One image was not added; see below.',
    );
    await expect(page.getByText('1 of 2 added')).toBeVisible();
    expect(await readApi<unknown[]>(`/gallery/get/mini/${parentId}`)).toHaveLength(1);
  } finally {
    await deleteThroughApi(`/projects/delete/${parentId}`, adminLogin.token);
  }
});
