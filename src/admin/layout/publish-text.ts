import type { PublishStatus } from '#shared/schemas/publish.ts';

const KINDS: Record<PublishStatus['kind'], string> = {
  project: 'Project',
  gallery: 'Gallery image',
  news: 'News',
  newsimage: 'News image',
  staff: 'Job vacancy',
  building: 'Building',
  salescategory: 'Sales category',
  catalog: 'Sales catalog',
  contact: 'Contact',
};

const DONE: Record<PublishStatus['operation'], string> = { create: 'created', update: 'updated', delete: 'deleted' };

/** A change in a few words: "Project #12 updated". */
export const describeChange = (status: Pick<PublishStatus, 'kind' | 'entityId' | 'operation'>) =>
  `${KINDS[status.kind]} #${status.entityId} ${DONE[status.operation]}`;
