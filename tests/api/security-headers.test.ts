import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

describe('security headers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('sends a policy that allows nothing to be run or framed, on answers and on errors alike', async () => {
    for (const url of ['/projects/get/all', '/projects/get/single/project/999', '/news/get/mini']) {
      const answer = await api.app.inject({ url });
      const policy = String(answer.headers['content-security-policy']).split(';');
      expect(policy).toEqual(
        expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'", "form-action 'none'"]),
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      // The site embeds uploaded images and PDFs from another origin.
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('lets the API documentation run its own scripts under its own policy', async () => {
    const docs = await api.app.inject({ url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['content-security-policy']).toContain('script-src');
  });
});
