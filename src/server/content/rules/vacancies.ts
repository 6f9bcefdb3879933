import type { ServerRules } from '#server/resources/resource-service.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';

export const VACANCY_RULES: ServerRules = {
  // Applications to a deleted vacancy are kept without it, and name it again if it is restored.
  detached: [{ entity: CONTACT, foreignKey: 'staffId' }],
  publish: {
    tags: (id) => [TAGS.vacancy(id), feedChunkTag(VACANCY.kind, id)],
    lists: [TAGS.vacancyList],
    neighbour: TAGS.vacancy,
  },
};
