import type { Language } from '#shared/i18n/languages.ts';
import { textIn } from '../../i18n/admin-language.ts';
import type { Noun } from '../../i18n/nouns.ts';
import { messagesIn } from '../../lib/messages.ts';

/** One selected item, as the list showed it: the version a delete of it is made from. */
export interface BulkTarget {
  id: number;
  title: string;
  etag: string;
}

/** What became of one item of a bulk action: done, or why not, in the API's or the admin's words. */
export type BulkOutcome = { target: BulkTarget; refusal: null } | { target: BulkTarget; refusal: string };

/**
 * What a bulk delete says when it is over: how many items went, in SPEC §8's words when one did,
 * and each item that did not, with why.
 */
export function bulkSummary(
  noun: Noun,
  outcomes: BulkOutcome[],
  language: Language = 'en',
): { text: string; tone: 'success' | 'error' } {
  const words = textIn(language).lists;
  const deleted = outcomes.filter((outcome) => outcome.refusal === null).length;
  const refused = outcomes.flatMap((outcome) =>
    outcome.refusal === null ? [] : [`“${outcome.target.title}”: ${outcome.refusal}`],
  );
  const done = deleted === 1 ? messagesIn(language, noun).deleted : words.bulkDone(deleted, noun.some);
  if (refused.length === 0) return { text: done, tone: 'success' };
  const kept = words.bulkKept(refused.length, refused.join(' '));
  return { text: deleted === 0 ? words.bulkNone(noun.manyLower, kept) : `${done} ${kept}`, tone: 'error' };
}

/** What a bulk publish, or a bulk return to drafts, says when it is over. */
export function publicationSummary(
  noun: Noun,
  published: boolean,
  outcomes: BulkOutcome[],
  language: Language = 'en',
): { text: string; tone: 'success' | 'error' } {
  const words = textIn(language).drafts;
  const done = outcomes.filter((outcome) => outcome.refusal === null).length;
  const refused = outcomes.flatMap((outcome) =>
    outcome.refusal === null ? [] : [`“${outcome.target.title}”: ${outcome.refusal}`],
  );
  const doneText = words.bulkDone(done, done === 1 ? noun.lower : noun.some, published);
  if (refused.length === 0) return { text: doneText, tone: 'success' };
  const kept = words.bulkKept(refused.length, refused.join(' '), published);
  return {
    text: done === 0 ? words.bulkNone(noun.manyLower, kept, published) : `${doneText} ${kept}`,
    tone: 'error',
  };
}
