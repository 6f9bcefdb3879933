import fastifyStatic from '@fastify/static';
import type { App } from '../context.ts';
import type { Storage } from './storage.ts';

/** Serves images and catalogue PDFs under /uploads/: names never change, so they are cached for good. */
export async function servePublicFiles(app: App, storage: Storage) {
  await app.register(fastifyStatic, {
    root: storage.uploadsDir,
    prefix: '/uploads/',
    index: false,
    list: false,
    immutable: true,
    maxAge: '365d',
    setHeaders(response, file) {
      if (file.endsWith('.pdf')) response.header('Content-Disposition', 'inline');
    },
  });
}
