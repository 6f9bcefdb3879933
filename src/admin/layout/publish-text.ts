import { ENTITIES } from '#shared/entities/entities.ts';
import type { PublishStatus } from '#shared/schemas/publish.ts';

/** An entity as running text names it: "Sales category", from the admin's "Sales Category". */
const sentenceCase = (name: string) => `${name.slice(0, 1)}${name.slice(1).toLowerCase()}`;

const KINDS = Object.fromEntries(ENTITIES.map((entity) => [entity.kind, sentenceCase(entity.admin.one)])) as Record<
  PublishStatus['kind'],
  string
>;

const DONE: Record<PublishStatus['operation'], string> = { create: 'created', update: 'updated', delete: 'deleted' };

/** A change in a few words: "Project #12 updated". */
export const describeChange = (status: Pick<PublishStatus, 'kind' | 'entityId' | 'operation'>) =>
  `${KINDS[status.kind]} #${status.entityId} ${DONE[status.operation]}`;
