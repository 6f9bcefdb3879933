import { messagesFor } from '../../lib/messages.ts';

/** One selected item, as the list showed it: the version a delete of it is made from. */
export interface BulkTarget {
  id: number;
  title: string;
  etag: string;
}

/** What became of one item of a bulk delete: deleted, or why not, in the API's or the admin's words. */
export type BulkOutcome = { target: BulkTarget; refusal: null } | { target: BulkTarget; refusal: string };

/**
 * What a bulk delete says when it is over: how many items went, in SPEC §8's words when one did,
 * and each item that did not, with why.
 */
export function bulkSummary(
  words: { one: string; many: string; lower: string },
  outcomes: BulkOutcome[],
): { text: string; tone: 'success' | 'error' } {
  const deleted = outcomes.filter((outcome) => outcome.refusal === null).length;
  const refused = outcomes.flatMap((outcome) =>
    outcome.refusal === null ? [] : [`“${outcome.target.title}”: ${outcome.refusal}`],
  );
  const many = words.many.toLowerCase();
  const done = deleted === 1 ? messagesFor(words).deleted : `${deleted} ${many} deleted successfully!`;
  if (refused.length === 0) return { text: done, tone: 'success' };
  const kept = `${refused.length} not deleted: ${refused.join(' ')}`;
  return { text: deleted === 0 ? `No ${many} deleted. ${kept}` : `${done} ${kept}`, tone: 'error' };
}
