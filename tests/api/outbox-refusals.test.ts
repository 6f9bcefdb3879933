import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '#shared/domain-values.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { form, snapshot, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage, svgImage, textFile } from '../fixtures/files.ts';

interface Refusal {
  name: string;
  request: () => InjectOptions | Promise<InjectOptions>;
  status: number;
  anonymous?: boolean;
}

const UNKNOWN = 999999;
let api: TestApi;
let buildingId: number;

// The snapshot covers every table, the outbox included, and every stored file.
const REFUSALS: Refusal[] = [
  {
    name: 'a project with a title too long',
    request: () => ({ method: 'POST', url: '/projects/save', payload: { projectTitle: 'T'.repeat(201) } }),
    status: 400,
  },
  {
    name: 'a catalogue of an unknown building',
    request: () => ({ method: 'POST', url: '/catalog/save', payload: { buildingId: UNKNOWN, salesCategoryId: 1 } }),
    status: 400,
  },
  {
    name: 'an update of an unknown vacancy',
    request: () => ({ method: 'PUT', url: `/staff/update/${UNKNOWN}`, payload: {} }),
    status: 404,
  },
  {
    name: 'a delete of an unknown news item',
    request: () => ({ method: 'DELETE', url: `/news/delete/${UNKNOWN}` }),
    status: 404,
  },
  {
    name: 'a delete of a sales category that catalogues use',
    request: () => ({ method: 'DELETE', url: '/salescategory/delete/1' }),
    status: 409,
  },
  {
    name: 'a gallery image that is an SVG',
    request: async () => ({
      method: 'POST',
      url: '/gallery/save',
      payload: form({ projectId: 1, galleryImageUrl: svgImage() }),
    }),
    status: 415,
  },
  {
    name: 'a catalogue whose PDF is a text file',
    request: async () => ({
      method: 'POST',
      url: '/catalog/save',
      payload: form({
        buildingId,
        salesCategoryId: 2,
        catalogImageUrl: await pngImage(),
        pdfUrl: [textFile(), 'c.pdf'],
      }),
    }),
    status: 415,
  },
  {
    name: 'an application whose CV is a text file',
    request: () => ({
      method: 'POST',
      url: '/contact/save',
      payload: form({
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        contactNumber: '+355 69 123 4567',
        staffId: 1,
        cvUrl: [textFile(), 'cv.pdf'],
        consent: 'true',
      }),
    }),
    status: 415,
    anonymous: true,
  },
  {
    name: 'an empty contact message',
    request: () => ({ method: 'POST', url: '/contact/save', payload: {} }),
    status: 400,
    anonymous: true,
  },
];

describe('writes that fail', () => {
  beforeAll(async () => {
    api = await startTestApi();
    const building = await api.asAdmin({ method: 'POST', url: '/building/save', payload: { buildingTitle: 'Tower' } });
    buildingId = building.json().buildingId;
    const catalogue = { buildingId, salesCategoryId: 1, pdfUrl: [await pdfDocument(1), 'c.pdf'] as [Buffer, string] };
    expect((await api.asAdmin({ method: 'POST', url: '/catalog/save', payload: form(catalogue) })).statusCode).toBe(
      201,
    );
    expect((await api.asAdmin({ method: 'POST', url: '/projects/save', payload: {} })).statusCode).toBe(201);
    expect((await api.asAdmin({ method: 'POST', url: '/staff/save', payload: {} })).statusCode).toBe(201);
  });
  afterAll(() => api.close());

  for (const refusal of REFUSALS) {
    it(`records no event for ${refusal.name} (${refusal.status})`, async () => {
      const before = await snapshot(api);
      const request = await refusal.request();
      const response = refusal.anonymous ? await api.app.inject(request) : await api.asAdmin(request);
      expect(response.statusCode, response.body).toBe(refusal.status);
      expect(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]).toBeUndefined();
      expect(await snapshot(api)).toEqual(before);
    });
  }

  it('records no event for a message a bot sent through the honeypot field, which is told all went well', async () => {
    const before = await snapshot(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: { contactMessage: 'Buy now', [HONEYPOT_FIELD]: 'x' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]).toBeUndefined();
    expect(await snapshot(api)).toEqual(before);
  });
});
