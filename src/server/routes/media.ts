import { z } from 'zod';
import { MEDIA } from '#shared/entities/media.ts';
import { MediaLibraryPageSchema, MediaLibraryQuerySchema, MediaUseSchema } from '#shared/payloads/media-library.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import type { App, AppContext } from '../context.ts';
import { mediaAnswer } from '../repositories/media.ts';
import { readMediaLibrary } from '../repositories/media-library.ts';
import { mediaUses } from '../repositories/media-uses.ts';
import { etagOf } from '../resources/versions.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/** The media library's routes beyond those of every kind (content-routes.ts): its list for the admin, and where an image is used. */
export function mediaRoutes(app: App, context: AppContext) {
  app.get(MEDIA.api.more.library, {
    config: { access: 'editor' },
    schema: {
      tags: [MEDIA.noun.many],
      summary: 'A page of the media library for the admin',
      description:
        'q: words each found in the file name or either language’s alternative text, ignoring case and accents. ' +
        'type: the uploaded file’s type; withoutAlt: images neither described nor decorative (or, false, the others); ' +
        'unused: images no item shows (or, false, those shown). Each carries how many item fields show it (`useCount`). ' +
        'sort: uploadedAt, originalBytes or name (images stored before the library, without an original size, come last); ' +
        'dir: asc or desc. Each item carries its version as `etag`, for the If-Match of an update or a delete.',
      querystring: MediaLibraryQuerySchema,
      response: { 200: MediaLibraryPageSchema, ...ADMIN_ERRORS },
    },
    handler: async ({ query }) => {
      const { rows, total } = await readMediaLibrary(context.db, query);
      const items = rows.map(({ useCount, ...row }) => ({
        ...mediaAnswer(row),
        useCount: Number(useCount),
        etag: etagOf(row.version),
      }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  });

  app.get(MEDIA.api.more.uses, {
    config: { access: 'editor' },
    schema: {
      tags: [MEDIA.noun.many],
      summary: 'Every place that shows an image: items’ fields, and unpublished changes that would show it',
      params: IdParamsSchema,
      response: { 200: z.array(MediaUseSchema), ...ADMIN_ERRORS },
    },
    handler: async ({ params }) => {
      // Of an image that exists: a deleted one is shown nowhere, which says nothing.
      await context.content.of(MEDIA.kind).get(params.id);
      return mediaUses(context.db, params.id);
    },
  });
}
