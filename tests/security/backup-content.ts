import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { IMAGES_PREFIX } from '#server/uploads/file-store.ts';
import { form, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';
import { fileUrls, withoutNeighbours } from './backup-runs.ts';

type Json = Record<string, unknown>;

/** An item the API acknowledged before a backup began: where the admin reads it, and the answer. */
export interface Acknowledged {
  url: string;
  answer: unknown;
}

/** An API a test reads from as the admin: the source of a backup, or one started on a restored place. */
interface Reader {
  app: TestApi['app'];
  asAdmin(request: InjectOptions): Promise<LightMyRequestResponse>;
}

async function save(api: TestApi, url: string, fields: Parameters<typeof form>[0]): Promise<Json> {
  const response = await api.asAdmin({ method: 'POST', url, payload: form(fields) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * Adds an item of every kind that keeps files through `api`: a project with its image and a
 * gallery image, news, a building, a catalogue with its PDF, and a vacancy with an application and
 * its CV. Answers where the admin reads each, with what it read.
 */
export async function addItemsWithFiles(api: TestApi): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  const remember = async (url: string) => {
    const response = await api.asAdmin({ url });
    expect(response.statusCode, response.body).toBe(200);
    acknowledged.push({ url, answer: response.json() });
  };
  const project = await save(api, '/projects/save', {
    projectTitle: 'Lake Residence',
    titulliProjekti: 'Rezidenca e Liqenit',
    projectType: 'Residential',
    projectImageUrl: await pngImage(600, 400),
  });
  await remember(`/projects/get/single/project/${project.projectId}`);
  await save(api, '/gallery/save', {
    projectId: project.projectId as number,
    galleryImageUrl: await pngImage(300, 200),
  });
  await remember(`/gallery/get/mini/${project.projectId}`);
  const news = await save(api, '/news/save', {
    newsTitle: 'Keys handed over',
    titullLajmesh: 'Dorëzimi i çelësave',
    newsType: 'news',
  });
  await remember(`/news/get/single/news/${news.newsId}`);
  const building = await save(api, '/building/save', {
    buildingTitle: 'Tower A',
    titulliNderteses: 'Kulla A',
    buildingAdress: 'Rruga e Kavajës 10, Tirana',
    adresaNderteses: 'Rruga e Kavajës 10, Tiranë',
    buildingImageUrl: await pngImage(),
  });
  await remember(`/building/get/single/building/${building.buildingId}`);
  const catalog = await save(api, '/catalog/save', {
    buildingId: building.buildingId as number,
    salesCategoryId: 1,
    catalogTitle: 'Two-bedroom',
    titulliKatalog: 'Apartamente 2+1',
    catalogImageUrl: await pngImage(),
    pdfUrl: [await pdfDocument(2), 'catalogue.pdf'],
  });
  await remember(`/catalog/get/single/catalog/${catalog.salesCatalogId}`);
  const vacancy = await save(api, '/staff/save', { staffTittle: 'Site engineer', titulliStaf: 'Inxhinier kantieri' });
  await remember(`/staff/get/single/staff/${vacancy.staffId}`);
  const application = await api.app.inject({
    method: 'POST',
    url: '/contact/save',
    payload: form({
      firstName: 'Ana',
      lastName: 'Hoxha',
      email: 'ana.hoxha@example.com',
      contactNumber: '+355 69 123 4567',
      staffId: vacancy.staffId as number,
      cvUrl: [await pdfDocument(1), 'My CV.pdf'],
      consent: 'true',
    }),
  });
  expect(application.statusCode, application.body).toBe(201);
  const [contact] = (await api.asAdmin({ url: '/contact/get/mini' })).json() as Json[];
  await remember(`/contact/get/single/contact/${contact?.contactId}`);

  const files = acknowledged.flatMap(({ answer }) => fileUrls(answer));
  expect(files.filter((url) => url.endsWith('.avif')).length).toBeGreaterThanOrEqual(5);
  expect(files.filter((url) => url.endsWith('.pdf'))).toHaveLength(1);
  expect(files.filter((url) => url.startsWith('/contact/get/cv/'))).toHaveLength(1);
  return acknowledged;
}

/**
 * Runs `backup` while the API keeps writing: projects created with an image and older ones
 * deleted, whose files go after their commit, the races a backup must survive. Before it,
 * `orphans` files no row references are written, as a crash between a commit and a removal leaves
 * them (decision 002): the backup carries them along, and linking them stretches its first step,
 * so that writes land between its steps. Answers what `backup` answered, and how many projects the
 * API created while it ran.
 */
export async function backupWhileWriting<T>(
  api: TestApi,
  orphans: number,
  backup: () => Promise<T>,
): Promise<{ backup: T; writesDuring: number }> {
  const image = await pngImage(64, 48);
  for (let n = 0; n < orphans; n++) {
    await api.context.storage.files.write(`${IMAGES_PREFIX}left-by-a-crash-${n}-64.webp`, image, 'image/webp');
  }
  let writing = true;
  let writes = 0;
  const writer = async () => {
    const mine: number[] = [];
    while (writing) {
      const project = await save(api, '/projects/save', {
        projectTitle: `Written during the backup ${writes}`,
        projectType: 'Office',
        projectImageUrl: image,
      });
      mine.push(project.projectId as number);
      writes += 1;
      if (mine.length > 2 && writes % 2 === 0) {
        const deleted = await api.asAdmin({ method: 'DELETE', url: `/projects/delete/${mine.shift()}` });
        expect(deleted.statusCode, deleted.body).toBe(200);
      }
    }
  };
  const running = writer();
  try {
    const writesBefore = writes;
    const answer = await backup();
    return { backup: answer, writesDuring: writes - writesBefore };
  } finally {
    writing = false;
    await running;
  }
}

/**
 * Expects `restored` to answer every acknowledged item as `source` did and to serve each of its
 * files with the same bytes, and every project it holds (whatever a backup caught of concurrent
 * writes) to have its files.
 */
export async function expectSameItems(source: Reader, restored: Reader, acknowledged: Acknowledged[]) {
  for (const { url, answer } of acknowledged) {
    const response = await restored.asAdmin({ url });
    expect(response.statusCode, url).toBe(200);
    expect(withoutNeighbours(response.json()), url).toEqual(withoutNeighbours(answer));
    for (const file of fileUrls(answer)) {
      const [original, copy] = await Promise.all([source.asAdmin({ url: file }), restored.asAdmin({ url: file })]);
      expect(copy.statusCode, file).toBe(200);
      expect(copy.rawPayload.equals(original.rawPayload), `${file} has the bytes it had`).toBe(true);
    }
  }
  const projects = (await restored.app.inject({ url: '/projects/get/all' })).json() as Json[];
  for (const file of projects.flatMap(fileUrls)) {
    expect((await restored.app.inject({ url: file })).statusCode, file).toBe(200);
  }
}
