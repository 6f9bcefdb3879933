import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { ProjectInputSchema, ProjectListItemSchema, ProjectSchema } from '#shared/entities/project.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function projectRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, {
    label: 'Project',
    tag: 'Projects',
    table: 'projects',
    idColumn: 'projectId',
    order: 'asc',
    input: ProjectInputSchema,
    item: ProjectListItemSchema,
    single: ProjectSchema,
    files: { projectImageUrl: 'image' },
    dependants: [{ table: 'galleryImages', foreignKey: 'projectId', files: { galleryImageUrl: 'image' } }],
    publish: {
      kind: 'project',
      tags: (id) => [TAGS.project(id), feedChunkTag('projects', id)],
      lists: [TAGS.projectList],
      neighbour: TAGS.project,
      deleted: (id) => [TAGS.gallery(id)],
    },
    urls: {
      save: '/projects/save',
      update: '/projects/update/:id',
      delete: '/projects/delete/:id',
      single: '/projects/get/single/project/:id',
      singleAccess: 'public',
      ids: '/projects/get/ids',
      lists: [
        { url: '/projects/get/mini', access: 'admin' },
        { url: '/projects/get/all', access: 'public' },
        { url: '/projects/get/all/random', access: 'public', random: true },
      ],
    },
  });
}
