import { CONTACT } from '#shared/entities/contact.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function vacancyRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, VACANCY, {
    // Applications to a deleted vacancy are kept without it, and name it again if it is restored.
    detached: [{ entity: CONTACT, foreignKey: 'staffId' }],
    publish: {
      tags: (id) => [TAGS.vacancy(id), feedChunkTag(VACANCY.kind, id)],
      lists: [TAGS.vacancyList],
      neighbour: TAGS.vacancy,
    },
  });
}
