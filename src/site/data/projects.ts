import { z } from 'zod';
import { GALLERY_IMAGE, GalleryImageSchema } from '#shared/entities/gallery-image.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { PROJECT, ProjectListItemSchema, ProjectSchema } from '#shared/entities/project.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { firstOf, publicListPath, readApi, readApiItems, readShownItem } from './api.ts';

const ProjectListSchema = z.array(ProjectListItemSchema);
const projectTag = (project: { projectId: number }) => TAGS.project(project.projectId);

/** The projects in the order admins set, or only the first `limit` of them. */
export const loadProjects = (limit?: number) =>
  readApiItems(firstOf(publicListPath(PROJECT), limit), ProjectListSchema, TAGS.projectList, projectTag);

export const loadProject = (projectId: number) =>
  readShownItem(PROJECT, projectId, ProjectSchema, [TAGS.project(projectId)]);

export const loadGallery = async (projectId: number) =>
  (await readApi(
    fillPath(GALLERY_IMAGE.collection.byParent, { projectId }),
    z.array(GalleryImageSchema),
    [TAGS.gallery(projectId)],
    { read: GALLERY_IMAGE.kind, id: projectId },
  )) ?? [];

/** Gallery images of the first projects: the pool a hero picks one from at random per visit. */
export async function loadGalleryPool(size = 12) {
  const projects = await loadProjects(size);
  const galleries = await Promise.all(projects.map((project) => loadGallery(project.projectId)));
  return galleries.flat().slice(0, size);
}
