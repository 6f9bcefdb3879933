import { VACANCY } from '#shared/entities/vacancy.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function vacancyRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, VACANCY, {
    publish: {
      tags: (id) => [TAGS.vacancy(id), feedChunkTag(VACANCY.kind, id)],
      lists: [TAGS.vacancyList],
      neighbour: TAGS.vacancy,
    },
  });
}
