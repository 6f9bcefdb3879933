import { z } from 'zod';
import { TAGS } from '#shared/publish-tags.ts';
import { GalleryImageSchema } from '#shared/entities/gallery-image.ts';
import { ProjectListItemSchema, ProjectSchema } from '#shared/entities/project.ts';
import { firstOf, newestOf, readApi, readApiItems } from './api.ts';

const ProjectListSchema = z.array(ProjectListItemSchema);
const projectTag = (project: { projectId: number }) => TAGS.project(project.projectId);

/** The projects in list order, or only the first `limit` of them. */
export const loadProjects = (limit?: number) =>
  readApiItems(firstOf('/projects/get/all', limit), ProjectListSchema, TAGS.projectList, projectTag);

/** The `limit` most recently added projects, newest first. */
export const loadNewestProjects = (limit: number) =>
  readApiItems(newestOf('/projects/get/all', limit), ProjectListSchema, TAGS.projectList, projectTag);


export const loadProject = (projectId: number) =>
  readApi(`/projects/get/single/project/${projectId}`, ProjectSchema, [TAGS.project(projectId)]);

export const loadGallery = async (projectId: number) =>
  (await readApi(`/gallery/get/mini/${projectId}`, z.array(GalleryImageSchema), [TAGS.gallery(projectId)])) ?? [];

/** Gallery images of the first projects: the pool a hero picks one from at random per visit. */
export async function loadGalleryPool(size = 12) {
  const projects = await loadProjects(size);
  const galleries = await Promise.all(projects.map((project) => loadGallery(project.projectId)));
  return galleries.flat().slice(0, size);
}
