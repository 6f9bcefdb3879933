import { z } from 'zod';
import { GalleryImageSchema } from '#shared/schemas/gallery-image.ts';
import { ProjectListItemSchema, ProjectSchema } from '#shared/schemas/project.ts';
import { readApi, readApiList } from './api.ts';

export const loadProjects = () => readApiList('/projects/get/all', z.array(ProjectListItemSchema));

export const loadProject = (projectId: number) => readApi(`/projects/get/single/project/${projectId}`, ProjectSchema);

export const loadGallery = async (projectId: number) =>
  (await readApi(`/gallery/get/mini/${projectId}`, z.array(GalleryImageSchema))) ?? [];

/** Gallery images of the first projects: the pool a hero picks one from at random per visit. */
export async function loadGalleryPool(size = 12) {
  const projects = await loadProjects();
  const galleries = await Promise.all(projects.slice(0, size).map((project) => loadGallery(project.projectId)));
  return galleries.flat().slice(0, size);
}
