import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGED_ENTITIES } from '#shared/entities/entities.ts';
import { filesUnder } from './repository-files.ts';

const GUIDE = 'docs/adding-an-entity.md';
const guide = readFileSync(GUIDE, 'utf8');
/** Every path the guide names in code spans. */
const named = [...guide.matchAll(/`((?:src|tests)\/[^`\s]+)`/g)].map((match) => match[1] as string);

/** The plural a kind's files go by: `projects`, `news`, `vacancies`. */
const pluralOf = (kind: string) =>
  kind.endsWith('s') ? kind : kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : `${kind}s`;

/** The files of its own the guide gives a new entity, for an entity there is. */
const ownFiles = (kind: string) => [
  `src/shared/entities/${kind}.ts`,
  `src/server/content/rules/${pluralOf(kind)}.ts`,
  `src/site/data/views/${kind}-view.ts`,
  `src/site/data/${pluralOf(kind)}.ts`,
  `src/admin/features/${pluralOf(kind)}/${kind}-resource.ts`,
];

/**
 * The source files that name three paged entities or more by the modules they import (a
 * descriptor, its routes, its loaders, its form…): the lists a new entity may have to join.
 */
function filesNamingSeveralEntities(): string[] {
  const words = PAGED_ENTITIES.map((entity) => new Set([entity.kind, pluralOf(entity.kind)]));
  const sources = filesUnder(['src'], /\.(ts|tsx|astro)$/).filter((file) => !file.includes('.test.'));
  return sources.filter((file) => {
    const stems = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) =>
      (match[1] as string).replace(/^.*\//, '').replace(/\.\w+$/, ''),
    );
    const parts = stems
      .map((stem) => stem.split(/[-.]/))
      .filter((part) => !part.some((word) => /^images?$/.test(word)));
    return words.filter((kindWords) => parts.some((part) => part.some((word) => kindWords.has(word)))).length >= 3;
  });
}

describe(`${GUIDE} against the code`, () => {
  it('names only files that exist, besides the new entity’s own', () => {
    const missing = named.filter((file) => !file.includes('showroom') && !existsSync(file.replace(/\/NNN-.*$/, '')));
    expect(missing).toEqual([]);
  });

  it.each(PAGED_ENTITIES.map((entity) => entity.kind))(
    'gives %s each file of its own it gives a new entity',
    (kind) => {
      expect(ownFiles(kind).filter((file) => !existsSync(file))).toEqual([]);
      // The guide names the same files, for the showroom.
      for (const file of ownFiles('showroom')) expect(named).toContain(file);
    },
  );

  it('lists every file that names several entities', () => {
    const unlisted = filesNamingSeveralEntities().filter((file) => !named.includes(file));
    expect(unlisted, `add them to ${GUIDE}, or derive them from ENTITIES`).toEqual([]);
  });
});
