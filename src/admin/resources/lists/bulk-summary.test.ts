import { describe, expect, it } from 'vitest';
import { nounOf } from '#admin/i18n/nouns.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { type BulkOutcome, bulkSummary, publicationSummary } from './bulk-summary.ts';

const words = nounOf(PROJECT, 'en');
const target = (id: number) => ({ id, title: `Tower ${id}`, etag: '"1"' });
const deleted = (id: number): BulkOutcome => ({ target: target(id), refusal: null });
const refused = (id: number, refusal: string): BulkOutcome => ({ target: target(id), refusal });

describe('what a bulk delete says', () => {
  it('counts what it deleted, in the error messages’ words for a single item', () => {
    expect(bulkSummary(words, [deleted(1), deleted(2), deleted(3)])).toEqual({
      text: '3 projects deleted successfully!',
      tone: 'success',
    });
    expect(bulkSummary(words, [deleted(1)])).toEqual({ text: 'Project deleted successfully!', tone: 'success' });
    expect(bulkSummary(nounOf(PROJECT, 'sq'), [deleted(1), deleted(2)], 'sq').text).toBe(
      '2 projekte u fshinë me sukses!',
    );
  });

  it('names each item it did not delete, and why', () => {
    expect(bulkSummary(words, [deleted(1), refused(2, 'Mira saved it after you opened it.')])).toEqual({
      text: 'Project deleted successfully! 1 not deleted: “Tower 2”: Mira saved it after you opened it.',
      tone: 'error',
    });
    expect(bulkSummary(words, [refused(1, 'It is in use.'), refused(2, 'It was deleted already.')])).toEqual({
      text: 'No projects deleted. 2 not deleted: “Tower 1”: It is in use. “Tower 2”: It was deleted already.',
      tone: 'error',
    });
  });
});

describe('what a bulk publication says', () => {
  it('counts what it published or took back, and names each item it could not change', () => {
    expect(publicationSummary(words, true, [deleted(1), deleted(2)])).toEqual({
      text: '2 projects published.',
      tone: 'success',
    });
    expect(publicationSummary(words, false, [deleted(1), refused(2, 'It was deleted already.')])).toEqual({
      text: '1 project taken back to drafts. 1 not taken back to drafts: “Tower 2”: It was deleted already.',
      tone: 'error',
    });
    expect(publicationSummary(nounOf(PROJECT, 'sq'), true, [deleted(1), deleted(2)], 'sq').text).toBe(
      '2 projekte u publikuan.',
    );
  });
});
