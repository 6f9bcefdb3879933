import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { filesUnder } from './repository-files.ts';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');

const headingsOf = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#+ (.*)$/gm)].map((match) => anchorOf(match[1] as string)));

/** Why `target` (a path inside the repository, maybe with #anchor), seen from `from`, does not resolve; null when it does. */
function brokenLink(from: string, target: string): string | null {
  const [file = '', anchor] = target.split('#');
  const resolved = file ? path.normalize(path.join(path.dirname(from), file)) : from;
  if (!existsSync(resolved)) return `${from}: ${target} (no such file)`;
  if (anchor && resolved.endsWith('.md') && !headingsOf(resolved).has(anchor))
    return `${from}: ${target} (no such heading)`;
  return null;
}

it('links the README and docs/ only to files and headings inside the repository', () => {
  const documents = ['README.md', ...filesUnder(['docs'], /\.md$/)];
  const broken = documents.flatMap((document) =>
    [...readFileSync(document, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => brokenLink(document, target)),
  );
  expect(broken.filter(Boolean)).toEqual([]);
});

/** The documents that lived beside the repository, and how code used to cite them. */
const OUTSIDE = /\.\.\/shared\/[A-Z-]+\.md|\bSPEC §\d|\b(DESIGN|SPEC)\.md\b/;

it('points code comments at sections of docs/ that exist, and never outside the repository', () => {
  const sources = filesUnder(['src', 'scripts', 'tests'], /\.(ts|tsx|astro|mjs|css)$/);
  const problems = sources.flatMap((source) => {
    const text = readFileSync(source, 'utf8');
    const links = [...text.matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)].map((match) => match[0]);
    const outside = OUTSIDE.test(text) ? [`${source}: points outside the repository`] : [];
    return [
      ...outside,
      ...links.map((link) => brokenLink('README.md', link)).filter((problem) => problem !== null),
    ].map((problem) => (problem.startsWith(source) ? problem : `${source} → ${problem}`));
  });
  expect(problems).toEqual([]);
});
