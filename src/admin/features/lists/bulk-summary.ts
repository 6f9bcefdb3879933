import { messagesFor } from '../../lib/messages.ts';

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
  words: { one: string; many: string; lower: string },
  outcomes: BulkOutcome[],
): { text: string; tone: 'success' | 'error' } {
  const many = words.many.toLowerCase();
  const done = (count: number) => (count === 1 ? messagesFor(words).deleted : `${count} ${many} deleted successfully!`);
  return summary(outcomes, 'deleted', done, many);
}

/** What a bulk publish, or a bulk return to drafts, says when it is over. */
export function publicationSummary(
  words: { many: string; lower: string },
  published: boolean,
  outcomes: BulkOutcome[],
): { text: string; tone: 'success' | 'error' } {
  const many = words.many.toLowerCase();
  const verb = published ? 'published' : 'taken back to drafts';
  return summary(outcomes, verb, (count) => `${count} ${count === 1 ? words.lower : many} ${verb}.`, many);
}

/** How many were done, in `done`'s words, and each item that was not (`verb`), with why. */
function summary(outcomes: BulkOutcome[], verb: string, done: (count: number) => string, many: string) {
  const count = outcomes.filter((outcome) => outcome.refusal === null).length;
  const refused = outcomes.flatMap((outcome) =>
    outcome.refusal === null ? [] : [`“${outcome.target.title}”: ${outcome.refusal}`],
  );
  if (refused.length === 0) return { text: done(count), tone: 'success' as const };
  const kept = `${refused.length} not ${verb}: ${refused.join(' ')}`;
  return { text: count === 0 ? `No ${many} ${verb}. ${kept}` : `${done(count)} ${kept}`, tone: 'error' as const };
}
