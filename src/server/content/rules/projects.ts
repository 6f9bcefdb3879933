import type { ServerRules } from '#server/resources/resource-service.ts';
import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';

export const PROJECT_RULES: ServerRules = {
  dependants: [{ entity: GALLERY_IMAGE, foreignKey: 'projectId' }],
  publish: {
    tags: (id) => [TAGS.project(id), feedChunkTag(PROJECT.kind, id)],
    lists: [TAGS.projectList],
    neighbour: TAGS.project,
    deleted: (id) => [TAGS.gallery(id)],
  },
};
