import type { Entity } from '#shared/entities/define-entity.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { PublishStatus } from '#shared/schemas/publish.ts';

/** An entity as running text names it: "Sales category", from the admin's "Sales Category". */
const sentenceCase = (name: string) => `${name.slice(0, 1)}${name.slice(1).toLowerCase()}`;

const KINDS = Object.fromEntries(ENTITIES.map((entity) => [entity.kind, sentenceCase(entity.admin.one)])) as Record<
  PublishStatus['kind'],
  string
>;

const MANY = Object.fromEntries(ENTITIES.map((entity) => [entity.kind, sentenceCase(entity.admin.many)]));
/** The parent whose images a collection's reorder orders: "project". */
const PARENTS = Object.fromEntries(
  ENTITIES.map((entity) => [entity.kind, (entity as Entity).collection?.parent.label.toLowerCase()]),
);

const DONE: Record<PublishStatus['operation'], string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  reorder: 'reordered',
};

/** A change in a few words: "Project #12 updated", "Projects reordered", "Gallery images of project #3 reordered". */
export function describeChange({ kind, entityId, operation }: Pick<PublishStatus, 'kind' | 'entityId' | 'operation'>) {
  if (operation !== 'reorder') return `${KINDS[kind]} #${entityId} ${DONE[operation]}`;
  const parent = PARENTS[kind];
  return `${MANY[kind]}${parent ? ` of ${parent} #${entityId}` : ''} ${DONE[operation]}`;
}
