import { textIn } from '#admin/i18n/admin-language.ts';
import type { Noun } from '#admin/i18n/nouns.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** One selected item, as the list showed it: the version a delete of it is made from. */
export interface BulkTarget {
  id: number;
  title: string;
  etag: string;
}

/** What became of one item of a bulk action: done, or why not, in the API's or the admin's words. */
export type BulkOutcome = { target: BulkTarget; refusal: null } | { target: BulkTarget; refusal: string };

/** What a bulk action says: the sentences of what was done, of what was not (each item with why), and of none done. */
export interface SummaryWords {
  done: (count: number) => string;
  kept: (count: number, refused: string) => string;
  none: (kept: string) => string;
}

/** How many items a bulk action changed, and each it did not, with why, in `words`. */
export function summaryOf(outcomes: BulkOutcome[], words: SummaryWords): { text: string; tone: 'success' | 'error' } {
  const count = outcomes.filter((outcome) => outcome.refusal === null).length;
  const refused = outcomes.flatMap((outcome) =>
    outcome.refusal === null ? [] : [`“${outcome.target.title}”: ${outcome.refusal}`],
  );
  if (refused.length === 0) return { text: words.done(count), tone: 'success' };
  const kept = words.kept(refused.length, refused.join(' '));
  return { text: count === 0 ? words.none(kept) : `${words.done(count)} ${kept}`, tone: 'error' };
}

/**
 * What a bulk delete says when it is over: how many items went, in the words of docs/product.md#error-messages when one did,
 * and each item that did not, with why.
 */
export function bulkSummary(noun: Noun, outcomes: BulkOutcome[], language: Language = 'en') {
  const words = textIn(language).lists;
  return summaryOf(outcomes, {
    done: (count) => (count === 1 ? messagesIn(language, noun).deleted : words.bulkDone(count, noun.some)),
    kept: words.bulkKept,
    none: (kept) => words.bulkNone(noun.manyLower, kept),
  });
}

/** What a bulk publish, or a bulk return to drafts, says when it is over. */
export function publicationSummary(noun: Noun, published: boolean, outcomes: BulkOutcome[], language: Language = 'en') {
  const words = textIn(language).drafts;
  return summaryOf(outcomes, {
    done: (count) => words.bulkDone(count, count === 1 ? noun.lower : noun.some, published),
    kept: (count, refused) => words.bulkKept(count, refused, published),
    none: (kept) => words.bulkNone(noun.manyLower, kept, published),
  });
}
