import { MEDIA } from '#shared/entities/media.ts';
import { MediaLibraryPageSchema, MediaLibraryQuerySchema } from '#shared/payloads/media-library.ts';
import type { App, AppContext } from '../context.ts';
import { mediaAnswer } from '../repositories/media.ts';
import { readMediaLibrary } from '../repositories/media-library.ts';
import { etagOf } from '../resources/versions.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/** The media library's routes beyond those of every kind (content-routes.ts): its list for the admin. */
export function mediaRoutes(app: App, context: AppContext) {
  app.get(MEDIA.api.more.library, {
    config: { access: 'editor' },
    schema: {
      tags: [MEDIA.noun.many],
      summary: 'A page of the media library for the admin',
      description:
        'q: words each found in the file name or either language’s alternative text, ignoring case and accents. ' +
        'type: the uploaded file’s type; withoutAlt: images neither described nor decorative (or, false, the others). ' +
        'sort: uploadedAt, originalBytes or name (images stored before the library, without an original size, come last); ' +
        'dir: asc or desc. Each item carries its version as `etag`, for the If-Match of an update or a delete.',
      querystring: MediaLibraryQuerySchema,
      response: { 200: MediaLibraryPageSchema, ...ADMIN_ERRORS },
    },
    handler: async ({ query }) => {
      const { rows, total } = await readMediaLibrary(context.db, query);
      const items = rows.map((row) => ({ ...mediaAnswer(row), etag: etagOf(row.version) }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  });
}
