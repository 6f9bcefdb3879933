import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, snapshot, startTestApi, type TestApi } from '../fixtures/api.ts';
import { brokenPdf, oversized, oversizedPdf, pdfDocument, pngImage, svgImage, textFile } from '../fixtures/files.ts';

type Payload = FormData | Record<string, unknown>;

interface RefusalCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | (() => string);
  payload?: () => Payload | Promise<Payload>;
  status: 400 | 404 | 413 | 415;
  field?: string;
  anonymous?: boolean;
}

const CODES = { 400: 'INVALID_INPUT', 404: 'NOT_FOUND', 413: 'FILE_TOO_LARGE', 415: 'UNSUPPORTED_FILE' } as const;

const UNKNOWN = 999999;
const LONG_TITLE = 'T'.repeat(201);
const PASSWD = { path: '/etc/passwd', size: 1 };
const TRICKY = `She said "hi" & <b>bold</b> <script>alert('x')</script> 'single' \\ backslash — ë ç`;
const TRICKY_SHORT = `<i>"12"</i> & 'm²' \\ ë`;
const MULTILINE = 'First line\nSecond line\n\n  indented fourth line\r\nfifth after CRLF\ttabbed';
/** What the API stores of MULTILINE: its line breaks, as LF. */
const MULTILINE_STORED = 'First line\nSecond line\n\n  indented fourth line\nfifth after CRLF\ttabbed';
/** Texts as the API stores them: a CRLF (or a lone CR) a browser sends becomes LF. */
const storedAs = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text.replaceAll('\r\n', '\n')]));

let api: TestApi;
let png: Buffer;
let pdf: Buffer;
const ids = { project: 0, category: 0, staff: 0, news: 0, building: 0, catalog: 0 };

async function created(request: InjectOptions, idField: string): Promise<number> {
  const response = await api.asAdmin({ method: 'POST', ...request });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()[idField] as number;
}

async function expectRefused(refusal: RefusalCase) {
  const payload = refusal.payload ? await refusal.payload() : undefined;
  const url = typeof refusal.url === 'function' ? refusal.url() : refusal.url;
  const request: InjectOptions = { method: refusal.method ?? 'POST', url, ...(payload !== undefined && { payload }) };
  const before = await snapshot(api);
  const response = refusal.anonymous ? await api.app.inject(request) : await api.asAdmin(request);
  expect(response.statusCode, response.body).toBe(refusal.status);
  const body = response.json();
  expect(body).toMatchObject({ message: expect.any(String), code: CODES[refusal.status] });
  if (refusal.field) {
    expect(body.fields?.[refusal.field], `fields.${refusal.field} in ${response.body}`).toEqual(expect.any(String));
  }
  expect(await snapshot(api)).toEqual(before);
}

function refuses(cases: RefusalCase[]) {
  for (const refusal of cases) it(refusal.name, () => expectRefused(refusal));
}

/** A multipart body written by hand, so that line breaks reach the API exactly as typed. */
function rawMultipart(fields: Record<string, string | number>): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----bad-input-boundary-7f3a';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function twice(name: string, first: string, second: string): FormData {
  const data = form({ [name]: first });
  data.append(name, second);
  return data;
}

async function readBack(url: string, admin = false) {
  const response = admin ? await api.asAdmin({ url }) : await api.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function keepsText(options: {
  save: string;
  idField: string;
  single: (id: number) => string;
  adminRead?: boolean;
  tricky: Record<string, string>;
  multiline: Record<string, string>;
  extra?: () => Record<string, string | number>;
}) {
  it('stores quotes, ampersands, markup, backslashes and accents verbatim and returns them unchanged', async () => {
    const fields = { ...options.extra?.(), ...options.tricky };
    const id = await created({ url: options.save, payload: form(fields) }, options.idField);
    expect(await readBack(options.single(id), options.adminRead)).toMatchObject(options.tricky);
  });

  it('keeps the line breaks of multi-line text sent as multipart, as LF', async () => {
    const id = await created(
      { url: options.save, ...rawMultipart({ ...options.extra?.(), ...options.multiline }) },
      options.idField,
    );
    expect(await readBack(options.single(id), options.adminRead)).toMatchObject(storedAs(options.multiline));
  });

  it('keeps the line breaks of multi-line text sent as JSON, as LF', async () => {
    const id = await created(
      { url: options.save, payload: { ...options.extra?.(), ...options.multiline } },
      options.idField,
    );
    expect(await readBack(options.single(id), options.adminRead)).toMatchObject(storedAs(options.multiline));
  });
}

beforeAll(async () => {
  api = await startTestApi({ contactRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  png = await pngImage(320, 200);
  pdf = await pdfDocument(2);
  ids.project = await created(
    { url: '/projects/save', payload: form({ projectTitle: 'Sky Tower', projectImageUrl: [png, 'tower.png'] }) },
    'projectId',
  );
  ids.category = await created(
    { url: '/salescategory/save', payload: form({ categoryName: 'Office', emriKategorise: 'Zyrë' }) },
    'categoryId',
  );
  ids.staff = await created(
    { url: '/staff/save', payload: form({ staffTittle: 'Site engineer', titulliStaf: 'Inxhinier kantieri' }) },
    'staffId',
  );
  ids.news = await created(
    {
      url: '/news/save',
      payload: form({ newsType: 'event', newsTitle: 'Opening', newsImageUrl: [png, 'opening.png'] }),
    },
    'newsId',
  );
  ids.building = await created(
    {
      url: '/building/save',
      payload: form({
        buildingTitle: 'Block A',
        buildingGoogleLink: 'https://maps.google.com/?q=41.3275,19.8187',
        buildingImageUrl: [png, 'a.png'],
      }),
    },
    'buildingId',
  );
  ids.catalog = await created(
    {
      url: '/catalog/save',
      payload: form({
        catalogTitle: 'Floor plans',
        salesCategoryId: 1,
        buildingId: ids.building,
        pdfLayout: 'L',
        catalogImageUrl: [png, 'cover.png'],
        pdfUrl: [pdf, 'plans.pdf'],
      }),
    },
    'salesCatalogId',
  );
});

afterAll(() => api?.close());

describe('POST /projects/save', () => {
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a project type that is not offered', payload: () => form({ projectType: 'Castle' }), status: 400, field: 'projectType', url: '/projects/save' },
    { name: 'refuses a title longer than 200 characters', payload: () => form({ projectTitle: LONG_TITLE }), status: 400, field: 'projectTitle', url: '/projects/save' },
    { name: 'refuses a specification box longer than 80 characters', payload: () => form({ boxOne: '9'.repeat(81) }), status: 400, field: 'boxOne', url: '/projects/save' },
    { name: 'refuses a title sent as a number in JSON', payload: () => ({ projectTitle: 42 }), status: 400, field: 'projectTitle', url: '/projects/save' },
    { name: 'refuses a title sent twice', payload: () => twice('projectTitle', 'One', 'Two'), status: 400, field: 'projectTitle', url: '/projects/save' },
    { name: 'refuses a file sent in the title field', payload: () => form({ projectTitle: textFile() }), status: 400, field: 'projectTitle', url: '/projects/save' },
    { name: 'refuses a file sent in a field that does not exist', payload: () => form({ projectTitle: 'Ok', attachment: png }), status: 400, field: 'attachment', url: '/projects/save' },
    { name: 'refuses a JSON body that names a server path as its image', payload: () => ({ projectTitle: 'Ok', projectImageUrl: PASSWD }), status: 400, field: 'projectImageUrl', url: '/projects/save' },
    { name: 'refuses an SVG named photo.png as the image', payload: () => form({ projectTitle: 'Ok', projectImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'projectImageUrl', url: '/projects/save' },
    { name: 'refuses a PDF sent as the image', payload: () => form({ projectTitle: 'Ok', projectImageUrl: [pdf, 'photo.jpg'] }), status: 415, field: 'projectImageUrl', url: '/projects/save' },
    {
      name: 'refuses an image one byte over 15 MiB',
      payload: () => form({ projectTitle: 'Huge', projectImageUrl: [oversized(15 * 1024 * 1024), 'huge.png'] }),
      status: 413,
      field: 'projectImageUrl',
      url: '/projects/save',
    },
  ]);
});

describe('PUT /projects/update/:id', () => {
  const url = () => `/projects/update/${ids.project}`;
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a project type that is not offered', method: 'PUT', url, payload: () => form({ projectType: 'Castle' }), status: 400, field: 'projectType' },
    { name: 'refuses a title longer than 200 characters', method: 'PUT', url, payload: () => form({ titulliProjekti: LONG_TITLE }), status: 400, field: 'titulliProjekti' },
    { name: 'refuses a description sent as a list in JSON', method: 'PUT', url, payload: () => ({ projectDescription: ['a', 'b'] }), status: 400, field: 'projectDescription' },
    { name: 'refuses a file sent in the title field', method: 'PUT', url, payload: () => form({ projectTitle: png }), status: 400, field: 'projectTitle' },
    { name: 'refuses a JSON body that names a server path as its image', method: 'PUT', url, payload: () => ({ projectImageUrl: PASSWD }), status: 400, field: 'projectImageUrl' },
    { name: 'refuses an SVG named photo.png and keeps the current image', method: 'PUT', url, payload: () => form({ projectImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'projectImageUrl' },
    { name: 'refuses a PDF sent as the image and keeps the current image', method: 'PUT', url, payload: () => form({ projectImageUrl: [pdf, 'photo.png'] }), status: 415, field: 'projectImageUrl' },
    { name: 'refuses a text file named photo.png as the image', method: 'PUT', url, payload: () => form({ projectImageUrl: [textFile(), 'photo.png'] }), status: 415, field: 'projectImageUrl' },
    { name: 'refuses an id that is not a number', method: 'PUT', url: '/projects/update/abc', payload: () => form({ projectTitle: 'Ok' }), status: 400, field: 'id' },
    { name: 'answers 404 for an unknown project, storing nothing of its image', method: 'PUT', url: `/projects/update/${UNKNOWN}`, payload: () => form({ projectTitle: 'Ok', projectImageUrl: [png, 'photo.png'] }), status: 404 },
    { name: 'answers 404 when deleting an unknown project', method: 'DELETE', url: `/projects/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the public read of an unknown project', method: 'GET', url: `/projects/get/single/project/${UNKNOWN}`, status: 404, anonymous: true },
  ]);
});

describe('project text', () => {
  keepsText({
    save: '/projects/save',
    idField: 'projectId',
    single: (id) => `/projects/get/single/project/${id}`,
    tricky: {
      projectTitle: TRICKY,
      titulliProjekti: TRICKY,
      projectAddress: TRICKY,
      adresaProjekti: TRICKY,
      projectDescription: TRICKY,
      pershkrimiProjekti: TRICKY,
      boxOne: TRICKY_SHORT,
      boxTwo: TRICKY_SHORT,
      boxEight: TRICKY_SHORT,
    },
    multiline: { projectDescription: MULTILINE, pershkrimiProjekti: MULTILINE },
  });
});

describe('POST /salescategory/save', () => {
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a name longer than 200 characters', url: '/salescategory/save', payload: () => form({ categoryName: LONG_TITLE }), status: 400, field: 'categoryName' },
    { name: 'refuses a name sent as a number in JSON', url: '/salescategory/save', payload: () => ({ categoryName: 42 }), status: 400, field: 'categoryName' },
    { name: 'refuses a file sent in the name field', url: '/salescategory/save', payload: () => form({ emriKategorise: textFile() }), status: 400, field: 'emriKategorise' },
    { name: 'refuses a file, since a category takes none', url: '/salescategory/save', payload: () => form({ categoryName: 'Ok', image: png }), status: 400, field: 'image' },
  ]);
});

describe('PUT /salescategory/update/:id', () => {
  const url = () => `/salescategory/update/${ids.category}`;
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a name longer than 200 characters', method: 'PUT', url, payload: () => form({ emriKategorise: LONG_TITLE }), status: 400, field: 'emriKategorise' },
    { name: 'refuses a name sent as an object in JSON', method: 'PUT', url, payload: () => ({ categoryName: { en: 'x' } }), status: 400, field: 'categoryName' },
    { name: 'refuses a file sent in the name field', method: 'PUT', url, payload: () => form({ categoryName: png }), status: 400, field: 'categoryName' },
    { name: 'answers 404 for an unknown category', method: 'PUT', url: `/salescategory/update/${UNKNOWN}`, payload: () => form({ categoryName: 'Ok' }), status: 404 },
    { name: 'answers 404 when deleting an unknown category', method: 'DELETE', url: `/salescategory/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the public read of an unknown category', method: 'GET', url: `/salescategory/get/single/category/${UNKNOWN}`, status: 404, anonymous: true },
  ]);
});

describe('sales category text', () => {
  keepsText({
    save: '/salescategory/save',
    idField: 'categoryId',
    single: (id) => `/salescategory/get/single/category/${id}`,
    tricky: { categoryName: TRICKY, emriKategorise: TRICKY },
    multiline: { categoryName: 'Two\nlines', emriKategorise: 'Dy\r\nrreshta' },
  });
});

describe('POST /staff/save', () => {
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a vacancy title longer than 200 characters', url: '/staff/save', payload: () => form({ staffTittle: LONG_TITLE }), status: 400, field: 'staffTittle' },
    { name: 'refuses a description longer than 20,000 characters', url: '/staff/save', payload: () => ({ staffDescriptionTwo: 'd'.repeat(20_001) }), status: 400, field: 'staffDescriptionTwo' },
    { name: 'refuses a title sent as a boolean in JSON', url: '/staff/save', payload: () => ({ titulliStaf: true }), status: 400, field: 'titulliStaf' },
    { name: 'refuses a file sent in the title field', url: '/staff/save', payload: () => form({ staffTittle: textFile() }), status: 400, field: 'staffTittle' },
  ]);
});

describe('PUT /staff/update/:id', () => {
  const url = () => `/staff/update/${ids.staff}`;
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a vacancy title longer than 200 characters', method: 'PUT', url, payload: () => form({ titulliStaf: LONG_TITLE }), status: 400, field: 'titulliStaf' },
    { name: 'refuses a description sent as a number in JSON', method: 'PUT', url, payload: () => ({ pershkrimiStafDy: 7 }), status: 400, field: 'pershkrimiStafDy' },
    { name: 'refuses a file sent in the description field', method: 'PUT', url, payload: () => form({ staffDescriptionOne: pdf }), status: 400, field: 'staffDescriptionOne' },
    { name: 'answers 404 for an unknown vacancy', method: 'PUT', url: `/staff/update/${UNKNOWN}`, payload: () => form({ staffTittle: 'Ok' }), status: 404 },
    { name: 'answers 404 when deleting an unknown vacancy', method: 'DELETE', url: `/staff/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the public read of an unknown vacancy', method: 'GET', url: `/staff/get/single/staff/${UNKNOWN}`, status: 404, anonymous: true },
  ]);
});

describe('vacancy text', () => {
  keepsText({
    save: '/staff/save',
    idField: 'staffId',
    single: (id) => `/staff/get/single/staff/${id}`,
    tricky: {
      staffTittle: TRICKY,
      titulliStaf: TRICKY,
      staffDescriptionOne: TRICKY,
      pershkrimiStafNje: TRICKY,
      staffDescriptionTwo: TRICKY,
      pershkrimiStafDy: TRICKY,
    },
    multiline: { staffDescriptionTwo: MULTILINE, pershkrimiStafDy: MULTILINE },
  });
});

describe('POST /news/save', () => {
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a news type other than news or event', url: '/news/save', payload: () => form({ newsType: 'blog' }), status: 400, field: 'newsType' },
    { name: 'refuses a title longer than 200 characters', url: '/news/save', payload: () => form({ newsTitle: LONG_TITLE }), status: 400, field: 'newsTitle' },
    { name: 'refuses a news type sent as a number in JSON', url: '/news/save', payload: () => ({ newsType: 1 }), status: 400, field: 'newsType' },
    { name: 'refuses a date that is no day of the calendar', url: '/news/save', payload: () => form({ newsTitle: 'Ok', newsDate: '2026-02-30' }), status: 400, field: 'newsDate' },
    { name: 'refuses a date written the Albanian way', url: '/news/save', payload: () => form({ newsTitle: 'Ok', newsDate: '29.05.2026' }), status: 400, field: 'newsDate' },
    { name: 'refuses a file sent in the title field', url: '/news/save', payload: () => form({ newsTitle: png }), status: 400, field: 'newsTitle' },
    { name: 'refuses a JSON body that names a server path as its image', url: '/news/save', payload: () => ({ newsTitle: 'Ok', newsImageUrl: PASSWD }), status: 400, field: 'newsImageUrl' },
    { name: 'refuses an SVG named photo.png as the image', url: '/news/save', payload: () => form({ newsTitle: 'Ok', newsImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'newsImageUrl' },
    { name: 'refuses a PDF sent as the image', url: '/news/save', payload: () => form({ newsTitle: 'Ok', newsImageUrl: [pdf, 'photo.png'] }), status: 415, field: 'newsImageUrl' },
  ]);
});

describe('PUT /news/update/:id', () => {
  const url = () => `/news/update/${ids.news}`;
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a news type other than news or event', method: 'PUT', url, payload: () => form({ newsType: 'blog' }), status: 400, field: 'newsType' },
    { name: 'refuses a title longer than 200 characters', method: 'PUT', url, payload: () => form({ titullLajmesh: LONG_TITLE }), status: 400, field: 'titullLajmesh' },
    { name: 'refuses a file sent in the description field', method: 'PUT', url, payload: () => form({ newsDescription: textFile() }), status: 400, field: 'newsDescription' },
    { name: 'refuses a JSON body that names a server path as its image', method: 'PUT', url, payload: () => ({ newsImageUrl: PASSWD }), status: 400, field: 'newsImageUrl' },
    { name: 'refuses an SVG named photo.png and keeps the current image', method: 'PUT', url, payload: () => form({ newsImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'newsImageUrl' },
    { name: 'refuses a PDF sent as the image and keeps the current image', method: 'PUT', url, payload: () => form({ newsImageUrl: [pdf, 'photo.png'] }), status: 415, field: 'newsImageUrl' },
    { name: 'answers 404 for an unknown news item', method: 'PUT', url: `/news/update/${UNKNOWN}`, payload: () => form({ newsTitle: 'Ok' }), status: 404 },
    { name: 'answers 404 when deleting an unknown news item', method: 'DELETE', url: `/news/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the public read of an unknown news item', method: 'GET', url: `/news/get/single/news/${UNKNOWN}`, status: 404, anonymous: true },
  ]);
});

describe('news text', () => {
  keepsText({
    save: '/news/save',
    idField: 'newsId',
    single: (id) => `/news/get/single/news/${id}`,
    tricky: { newsTitle: TRICKY, titullLajmesh: TRICKY, newsDescription: TRICKY, pershkrimLajmesh: TRICKY },
    multiline: { newsDescription: MULTILINE, pershkrimLajmesh: MULTILINE },
  });
});

describe('POST /building/save', () => {
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a map link that runs script', url: '/building/save', payload: () => form({ buildingGoogleLink: 'javascript:alert(1)' }), status: 400, field: 'buildingGoogleLink' },
    { name: 'refuses a map link that is a data URL', url: '/building/save', payload: () => form({ buildingGoogleLink: 'data:text/html,<script>alert(1)</script>' }), status: 400, field: 'buildingGoogleLink' },
    { name: 'refuses a map link that is not an address at all', url: '/building/save', payload: () => form({ buildingGoogleLink: 'near the lake' }), status: 400, field: 'buildingGoogleLink' },
    { name: 'refuses a title longer than 200 characters', url: '/building/save', payload: () => form({ buildingTitle: LONG_TITLE }), status: 400, field: 'buildingTitle' },
    { name: 'refuses an address longer than 300 characters', url: '/building/save', payload: () => form({ adresaNderteses: 'a'.repeat(301) }), status: 400, field: 'adresaNderteses' },
    { name: 'refuses a title sent as a boolean in JSON', url: '/building/save', payload: () => ({ buildingTitle: false }), status: 400, field: 'buildingTitle' },
    { name: 'refuses a file sent in the title field', url: '/building/save', payload: () => form({ buildingTitle: png }), status: 400, field: 'buildingTitle' },
    { name: 'refuses a JSON body that names a server path as an image', url: '/building/save', payload: () => ({ buildingTitle: 'Ok', buildingImageUrl: PASSWD }), status: 400, field: 'buildingImageUrl' },
    {
      name: 'refuses an SVG among valid images and stores none of them',
      url: '/building/save',
      payload: () => form({ buildingTitle: 'Ok', buildingImageUrl: [png, 'a.png'], buildingServiceImageUrl: [svgImage(), 'photo.png'] }),
      status: 415,
      field: 'buildingServiceImageUrl',
    },
    { name: 'refuses a PDF sent as an image', url: '/building/save', payload: () => form({ buildingTitle: 'Ok', buildingPostImageUrl: [pdf, 'post.png'] }), status: 415, field: 'buildingPostImageUrl' },
  ]);
});

describe('PUT /building/update/:id', () => {
  const url = () => `/building/update/${ids.building}`;
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a map link that runs script', method: 'PUT', url, payload: () => form({ buildingGoogleLink: 'javascript:alert(1)' }), status: 400, field: 'buildingGoogleLink' },
    { name: 'refuses a title longer than 200 characters', method: 'PUT', url, payload: () => form({ titulliNderteses: LONG_TITLE }), status: 400, field: 'titulliNderteses' },
    { name: 'refuses a file sent in the address field', method: 'PUT', url, payload: () => form({ buildingAdress: textFile() }), status: 400, field: 'buildingAdress' },
    { name: 'refuses a JSON body that names a server path as an image', method: 'PUT', url, payload: () => ({ buildingGoogleAdressImageUrl: PASSWD }), status: 400, field: 'buildingGoogleAdressImageUrl' },
    { name: 'refuses an SVG named photo.png and keeps the current image', method: 'PUT', url, payload: () => form({ buildingImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'buildingImageUrl' },
    {
      name: 'refuses a PDF among valid images and replaces none of them',
      method: 'PUT',
      url,
      payload: () => form({ buildingImageUrl: [png, 'a.png'], buildingApartmentImageUrl: [pdf, 'apartment.png'] }),
      status: 415,
      field: 'buildingApartmentImageUrl',
    },
    { name: 'answers 404 for an unknown building', method: 'PUT', url: `/building/update/${UNKNOWN}`, payload: () => form({ buildingTitle: 'Ok' }), status: 404 },
    { name: 'answers 404 when deleting an unknown building', method: 'DELETE', url: `/building/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the public read of an unknown building', method: 'GET', url: `/building/get/single/building/${UNKNOWN}`, status: 404, anonymous: true },
  ]);
});

describe('building text', () => {
  keepsText({
    save: '/building/save',
    idField: 'buildingId',
    single: (id) => `/building/get/single/building/${id}`,
    tricky: {
      buildingTitle: TRICKY,
      buildingAdress: TRICKY,
      titulliNderteses: TRICKY,
      adresaNderteses: TRICKY,
      buildingGoogleLink: 'https://www.google.com/maps/search/?api=1&query=41.3275%2C19.8187&q="Rruga+Myslym+Shyri"',
    },
    multiline: { buildingAdress: 'Rruga "Myslym Shyri"\nTiranë', adresaNderteses: 'Rruga e Durrësit\r\nKati 3' },
  });
});

describe('POST /catalog/save', () => {
  const valid = () => ({ catalogTitle: 'Plans', salesCategoryId: 1, buildingId: ids.building });
  const save = '/catalog/save';
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a PDF layout other than P or L', url: save, payload: () => form({ ...valid(), pdfLayout: 'X' }), status: 400, field: 'pdfLayout' },
    { name: 'refuses a building id that is not a number', url: save, payload: () => form({ ...valid(), buildingId: 'abc' }), status: 400, field: 'buildingId' },
    { name: 'refuses a negative sales category id', url: save, payload: () => form({ ...valid(), salesCategoryId: -1 }), status: 400, field: 'salesCategoryId' },
    { name: 'refuses a fractional building id in JSON', url: save, payload: () => ({ ...valid(), buildingId: 1.5 }), status: 400, field: 'buildingId' },
    { name: 'refuses a title longer than 200 characters', url: save, payload: () => form({ ...valid(), titulliKatalog: LONG_TITLE }), status: 400, field: 'titulliKatalog' },
    { name: 'refuses a catalogue without a building', url: save, payload: () => form({ catalogTitle: 'Plans', salesCategoryId: 1 }), status: 400, field: 'buildingId' },
    { name: 'refuses a catalogue without a sales category', url: save, payload: () => form({ catalogTitle: 'Plans', buildingId: ids.building }), status: 400, field: 'salesCategoryId' },
    { name: 'refuses a catalogue of an unknown building', url: save, payload: () => form({ ...valid(), buildingId: UNKNOWN, pdfUrl: [pdf, 'plans.pdf'] }), status: 400, field: 'buildingId' },
    { name: 'refuses a catalogue of an unknown sales category', url: save, payload: () => form({ ...valid(), salesCategoryId: UNKNOWN, catalogImageUrl: [png, 'cover.png'] }), status: 400, field: 'salesCategoryId' },
    { name: 'refuses a file sent in the title field', url: save, payload: () => form({ ...valid(), catalogTitle: pdf }), status: 400, field: 'catalogTitle' },
    { name: 'refuses a JSON body that names a server path as its PDF', url: save, payload: () => ({ ...valid(), pdfUrl: PASSWD }), status: 400, field: 'pdfUrl' },
    { name: 'refuses a catalogue whose PDF is a renamed text file', url: save, payload: () => form({ ...valid(), pdfUrl: [textFile(), 'plan.pdf'] }), status: 415, field: 'pdfUrl' },
    { name: 'refuses a catalogue whose PDF has a PDF header but does not parse', url: save, payload: () => form({ ...valid(), pdfUrl: [brokenPdf(), 'plan.pdf'] }), status: 415, field: 'pdfUrl' },
    { name: 'refuses a PNG sent as the catalogue PDF', url: save, payload: () => form({ ...valid(), pdfUrl: [png, 'plan.pdf'] }), status: 415, field: 'pdfUrl' },
    { name: 'refuses a PDF sent as the cover image', url: save, payload: () => form({ ...valid(), catalogImageUrl: [pdf, 'cover.png'] }), status: 415, field: 'catalogImageUrl' },
    {
      name: 'refuses a broken PDF next to a valid cover image and stores neither',
      url: save,
      payload: () => form({ ...valid(), catalogImageUrl: [png, 'cover.png'], pdfUrl: [brokenPdf(), 'plan.pdf'] }),
      status: 415,
      field: 'pdfUrl',
    },
    {
      name: 'refuses a catalogue PDF one byte over 50 MiB',
      url: save,
      payload: () => form({ ...valid(), pdfUrl: [oversizedPdf(50 * 1024 * 1024), 'huge.pdf'] }),
      status: 413,
      field: 'pdfUrl',
    },
  ]);
});

describe('PUT /catalog/update/:id', () => {
  const valid = () => ({ catalogTitle: 'Plans', salesCategoryId: 1, buildingId: ids.building });
  const url = () => `/catalog/update/${ids.catalog}`;
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses a PDF layout other than P or L', method: 'PUT', url, payload: () => form({ ...valid(), pdfLayout: 'X' }), status: 400, field: 'pdfLayout' },
    { name: 'refuses a building id that is not a number', method: 'PUT', url, payload: () => form({ ...valid(), buildingId: 'abc' }), status: 400, field: 'buildingId' },
    { name: 'refuses a negative sales category id', method: 'PUT', url, payload: () => form({ ...valid(), salesCategoryId: -1 }), status: 400, field: 'salesCategoryId' },
    { name: 'refuses moving the catalogue to an unknown building', method: 'PUT', url, payload: () => form({ ...valid(), buildingId: UNKNOWN }), status: 400, field: 'buildingId' },
    { name: 'refuses moving the catalogue to an unknown sales category', method: 'PUT', url, payload: () => form({ ...valid(), salesCategoryId: UNKNOWN }), status: 400, field: 'salesCategoryId' },
    { name: 'refuses a file sent in the description field', method: 'PUT', url, payload: () => form({ ...valid(), catalogDescription: textFile() }), status: 400, field: 'catalogDescription' },
    { name: 'refuses a JSON body that names a server path as its cover', method: 'PUT', url, payload: () => ({ ...valid(), catalogImageUrl: PASSWD }), status: 400, field: 'catalogImageUrl' },
    { name: 'refuses a renamed text file as the PDF and keeps the current one', method: 'PUT', url, payload: () => form({ ...valid(), pdfUrl: [textFile(), 'plan.pdf'] }), status: 415, field: 'pdfUrl' },
    { name: 'refuses a PDF that does not parse and keeps the current one', method: 'PUT', url, payload: () => form({ ...valid(), pdfUrl: [brokenPdf(), 'plan.pdf'] }), status: 415, field: 'pdfUrl' },
    { name: 'refuses a PNG sent as the PDF', method: 'PUT', url, payload: () => form({ ...valid(), pdfUrl: [png, 'plan.pdf'] }), status: 415, field: 'pdfUrl' },
    { name: 'refuses an SVG named photo.png as the cover and keeps the current one', method: 'PUT', url, payload: () => form({ ...valid(), catalogImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'catalogImageUrl' },
    {
      name: 'answers 404 for an unknown catalogue, storing nothing of its files',
      method: 'PUT',
      url: `/catalog/update/${UNKNOWN}`,
      payload: () => form({ ...valid(), catalogImageUrl: [png, 'cover.png'], pdfUrl: [pdf, 'plans.pdf'] }),
      status: 404,
    },
    { name: 'answers 404 when deleting an unknown catalogue', method: 'DELETE', url: `/catalog/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the read of an unknown catalogue', method: 'GET', url: `/catalog/get/single/catalog/${UNKNOWN}`, status: 404 },
  ]);
});

describe('catalogue text', () => {
  keepsText({
    save: '/catalog/save',
    idField: 'salesCatalogId',
    single: (id) => `/catalog/get/single/catalog/${id}`,
    adminRead: true,
    extra: () => ({ salesCategoryId: 1, buildingId: ids.building }),
    tricky: { catalogTitle: TRICKY, titulliKatalog: TRICKY, catalogDescription: TRICKY, pershkrimKatalog: TRICKY },
    multiline: { catalogDescription: MULTILINE, pershkrimKatalog: MULTILINE },
  });
});

describe('POST /gallery/save', () => {
  const save = '/gallery/save';
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses an image without a project', url: save, payload: () => form({ galleryImageUrl: [png, 'photo.png'] }), status: 400, field: 'projectId' },
    { name: 'refuses a project without an image', url: save, payload: () => form({ projectId: ids.project }), status: 400, field: 'galleryImageUrl' },
    { name: 'refuses a project id that is not a number', url: save, payload: () => form({ projectId: 'abc', galleryImageUrl: [png, 'photo.png'] }), status: 400, field: 'projectId' },
    { name: 'refuses an image of an unknown project', url: save, payload: () => form({ projectId: UNKNOWN, galleryImageUrl: [png, 'photo.png'] }), status: 400, field: 'projectId' },
    { name: 'refuses a file sent in the project id field', url: save, payload: () => form({ projectId: png, galleryImageUrl: [png, 'photo.png'] }), status: 400, field: 'projectId' },
    { name: 'refuses a JSON body that names a server path as its image', url: save, payload: () => ({ projectId: ids.project, galleryImageUrl: PASSWD }), status: 400, field: 'galleryImageUrl' },
    { name: 'refuses an empty file part, which brings no image', url: save, payload: () => form({ projectId: ids.project, galleryImageUrl: [Buffer.alloc(0), 'photo.png'] }), status: 400, field: 'galleryImageUrl' },
    { name: 'refuses an SVG named photo.png', url: save, payload: () => form({ projectId: ids.project, galleryImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'galleryImageUrl' },
    { name: 'refuses a PDF sent as the image', url: save, payload: () => form({ projectId: ids.project, galleryImageUrl: [pdf, 'photo.png'] }), status: 415, field: 'galleryImageUrl' },
    { name: 'answers 404 when deleting an unknown gallery image', method: 'DELETE', url: `/gallery/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the public gallery of an unknown project', method: 'GET', url: `/gallery/get/mini/${UNKNOWN}`, status: 404, anonymous: true },
  ]);
});

describe('POST /newsimage/save', () => {
  const save = '/newsimage/save';
  // biome-ignore format: a table of cases, one a line
  refuses([
    { name: 'refuses an image without a news item', url: save, payload: () => form({ newsImageUrl: [png, 'photo.png'] }), status: 400, field: 'newsId' },
    { name: 'refuses a news item without an image', url: save, payload: () => form({ newsId: ids.news }), status: 400, field: 'newsImageUrl' },
    { name: 'refuses a news id of zero', url: save, payload: () => form({ newsId: 0, newsImageUrl: [png, 'photo.png'] }), status: 400, field: 'newsId' },
    { name: 'refuses an image of an unknown news item', url: save, payload: () => form({ newsId: UNKNOWN, newsImageUrl: [png, 'photo.png'] }), status: 400, field: 'newsId' },
    { name: 'refuses a file sent in the news id field', url: save, payload: () => form({ newsId: textFile(), newsImageUrl: [png, 'photo.png'] }), status: 400, field: 'newsId' },
    { name: 'refuses a JSON body that names a server path as its image', url: save, payload: () => ({ newsId: ids.news, newsImageUrl: PASSWD }), status: 400, field: 'newsImageUrl' },
    { name: 'refuses an SVG named photo.png', url: save, payload: () => form({ newsId: ids.news, newsImageUrl: [svgImage(), 'photo.png'] }), status: 415, field: 'newsImageUrl' },
    { name: 'refuses a PDF sent as the image', url: save, payload: () => form({ newsId: ids.news, newsImageUrl: [pdf, 'photo.png'] }), status: 415, field: 'newsImageUrl' },
    { name: 'answers 404 when deleting an unknown news image', method: 'DELETE', url: `/newsimage/delete/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the public images of an unknown news item', method: 'GET', url: `/newsimage/get/mini/${UNKNOWN}`, status: 404, anonymous: true },
  ]);
});

describe('POST /contact/save', () => {
  const save = '/contact/save';
  const application = (): Record<string, string | number | [Buffer, string]> => ({
    firstName: 'Ana',
    lastName: 'Hoxha',
    email: 'ana@example.com',
    contactNumber: '+355 69 123 4567',
    staffId: ids.staff,
    cvUrl: [pdf, 'cv.pdf'],
    consent: 'true',
  });
  const without = (field: string) => {
    const fields = application();
    delete fields[field];
    return form(fields);
  };
  const contact = (refusal: Omit<RefusalCase, 'url' | 'anonymous'>): RefusalCase => ({
    ...refusal,
    url: save,
    anonymous: true,
  });
  // biome-ignore format: a table of cases, one a line
  refuses([
    contact({ name: 'refuses a message with an invalid email', payload: () => form({ firstName: 'Ana', email: 'not-an-email', contactMessage: 'Hello' }), status: 400, field: 'email' }),
    contact({ name: 'refuses a first name longer than 100 characters', payload: () => form({ firstName: 'A'.repeat(101), contactMessage: 'Hello' }), status: 400, field: 'firstName' }),
    contact({ name: 'refuses a message sent as a number in JSON', payload: () => ({ contactMessage: 12345 }), status: 400, field: 'contactMessage' }),
    contact({
      name: 'refuses an entirely empty message',
      payload: () => form({ firstName: '', lastName: '', email: '', contactNumber: '', contactMessage: '' }),
      status: 400,
      field: 'contactMessage',
    }),
    contact({ name: 'refuses a message of nothing but spaces', payload: () => form({ firstName: '   ', contactMessage: ' \n ' }), status: 400, field: 'contactMessage' }),
    contact({ name: 'refuses an empty JSON message', payload: () => ({}), status: 400, field: 'contactMessage' }),
    contact({ name: 'refuses a file sent in the first name field', payload: () => form({ firstName: pdf, contactMessage: 'Hello' }), status: 400, field: 'firstName' }),
    contact({ name: 'refuses an application without a first name', payload: () => without('firstName'), status: 400, field: 'firstName' }),
    contact({ name: 'refuses an application without a last name', payload: () => without('lastName'), status: 400, field: 'lastName' }),
    contact({ name: 'refuses an application without an email', payload: () => without('email'), status: 400, field: 'email' }),
    contact({ name: 'refuses an application without a contact number', payload: () => without('contactNumber'), status: 400, field: 'contactNumber' }),
    contact({ name: 'refuses an application without a CV', payload: () => without('cvUrl'), status: 400, field: 'cvUrl' }),
    contact({ name: 'refuses a CV that names no vacancy', payload: () => without('staffId'), status: 400, field: 'staffId' }),
    contact({ name: 'refuses an application without consent to the privacy terms', payload: () => without('consent'), status: 400, field: 'consent' }),
    contact({ name: 'refuses an application whose consent is neither yes nor no', payload: () => form({ ...application(), consent: 'maybe' }), status: 400, field: 'consent' }),
    contact({ name: 'refuses an application for an unknown vacancy', payload: () => form({ ...application(), staffId: UNKNOWN }), status: 400, field: 'staffId' }),
    contact({ name: 'refuses a vacancy id that is not a number', payload: () => form({ ...application(), staffId: 'abc' }), status: 400, field: 'staffId' }),
    contact({ name: 'refuses a JSON application that names a server path as its CV', payload: () => ({ ...application(), cvUrl: PASSWD }), status: 400, field: 'cvUrl' }),
    contact({ name: 'refuses a CV that is a renamed text file', payload: () => form({ ...application(), cvUrl: [textFile(), 'plan.pdf'] }), status: 415, field: 'cvUrl' }),
    contact({ name: 'refuses a CV that has a PDF header but does not parse', payload: () => form({ ...application(), cvUrl: [brokenPdf(), 'cv.pdf'] }), status: 415, field: 'cvUrl' }),
    contact({ name: 'refuses a PNG sent as the CV', payload: () => form({ ...application(), cvUrl: [png, 'cv.pdf'] }), status: 415, field: 'cvUrl' }),
    contact({ name: 'refuses a file in a field that takes none', payload: () => form({ ...application(), photo: png }), status: 400, field: 'photo' }),
    contact({ name: 'refuses a CV one byte over 10 MiB', payload: () => form({ ...application(), cvUrl: [oversizedPdf(10 * 1024 * 1024), 'cv.pdf'] }), status: 413, field: 'cvUrl' }),
    { name: 'answers 404 for the admin read of an unknown contact', method: 'GET', url: `/contact/get/single/contact/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the CV of an unknown contact', method: 'GET', url: `/contact/get/cv/${UNKNOWN}`, status: 404 },
    { name: 'answers 404 for the erasure of an unknown contact', method: 'DELETE', url: `/contact/delete/${UNKNOWN}`, status: 404 },
  ]);
});

describe('contact text', () => {
  const newest = async () => {
    const list = await readBack('/contact/get/mini', true);
    return list[0].contactId as number;
  };

  it('stores quotes, ampersands, markup, backslashes and accents verbatim and returns them unchanged', async () => {
    const fields = {
      firstName: `O'Brien "Jr" <b>`,
      lastName: 'Çela & Ëndërr \\',
      email: 'ana@example.com',
      contactNumber: '+355 (69) 123-4567',
      contactMessage: TRICKY,
    };
    const response = await api.app.inject({ method: 'POST', url: '/contact/save', payload: form(fields) });
    expect(response.statusCode, response.body).toBe(201);
    expect(await readBack(`/contact/get/single/contact/${await newest()}`, true)).toMatchObject(fields);
  });

  it('keeps the line breaks of a multi-line message sent as multipart, as LF', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      ...rawMultipart({ firstName: 'Ana', contactMessage: MULTILINE }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await readBack(`/contact/get/single/contact/${await newest()}`, true)).toMatchObject({
      contactMessage: MULTILINE_STORED,
    });
  });

  it('keeps the line breaks of a multi-line message sent as JSON, as LF', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: { firstName: 'Ana', contactMessage: MULTILINE },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await readBack(`/contact/get/single/contact/${await newest()}`, true)).toMatchObject({
      contactMessage: MULTILINE_STORED,
    });
  });
});
