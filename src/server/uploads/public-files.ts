import fastifyStatic from '@fastify/static';
import type { App } from '../context.ts';
import { contentTypeOf, PUBLIC_PREFIX } from './file-store.ts';
import { FolderFileStore } from './folder-file-store.ts';
import type { Storage } from './storage.ts';

// Names never change, so a file is cached for good wherever it is stored.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves images and catalogue PDFs under /uploads/: from the folder by @fastify/static (ranges,
 * ETags), or streamed from the bucket with the same headers.
 */
export async function servePublicFiles(app: App, { files }: Storage) {
  if (files instanceof FolderFileStore) {
    await app.register(fastifyStatic, {
      root: files.pathOf(PUBLIC_PREFIX),
      prefix: '/uploads/',
      index: false,
      list: false,
      immutable: true,
      maxAge: '365d',
      setHeaders(response, file) {
        if (file.endsWith('.pdf')) response.header('Content-Disposition', 'inline');
      },
    });
    return;
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const type = contentTypeOf(name);
    // Only the names the product makes: `images/<key>-<width>.<format>`, `pdfs/<key>.pdf`.
    const file = type && /^(images|pdfs)\/[\w-]+\.\w+$/.test(name) ? await files.read(PUBLIC_PREFIX + name) : null;
    if (!file || !type) return reply.code(404).send({ message: 'Not Found' });
    reply
      .header('Content-Type', type)
      .header('Content-Length', file.bytes)
      .header('Cache-Control', CACHE_CONTROL)
      .header('Last-Modified', file.modifiedAt.toUTCString());
    if (type === 'application/pdf') reply.header('Content-Disposition', 'inline');
    return reply.send(file.body);
  });
}
