import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { BulkOutcome } from '#admin/resources/lists/bulk-summary.ts';
import { bulkStatusRefusal, statusRefusal, statusSummary } from './unit-status-text.ts';

const savedAt = '2026-12-06T09:46:00.000Z';
const conflict = new ApiRequestError(412, {
  message: 'Unit was changed by mira.',
  code: 'EDIT_CONFLICT',
  changedBy: 'mira',
  changedAt: savedAt,
});
const target = (id: number) => ({ id, title: `B2-07-0${id}`, etag: '"2"' });
const done = (id: number): BulkOutcome => ({ target: target(id), refusal: null });
const refused = (id: number, refusal: string): BulkOutcome => ({ target: target(id), refusal });

describe('a status change refused', () => {
  it('says who saved the unit since the list was shown, and when', () => {
    expect(statusRefusal('B2-07-04', conflict, 'en')).toBe(
      `The status of B2-07-04 was not changed: mira saved it on ${tiranaTime(savedAt, 'en')}, after this list was shown. The row now shows it as saved; change it again if you still need to.`,
    );
    expect(statusRefusal('B2-07-04', conflict, 'sq')).toMatch(
      /^Gjendja e B2-07-04 nuk u ndryshua: mira e ruajti më 6 dhj 2026, \d\d:46, pasi u shfaq kjo listë\./,
    );
  });

  it('says a unit deleted meanwhile is gone, and anything else failed', () => {
    expect(
      statusRefusal('B2-07-04', new ApiRequestError(404, { message: 'Unit was not found.', code: 'NOT_FOUND' }), 'en'),
    ).toBe('The status of B2-07-04 was not changed. This item does not exist, or it was deleted.');
    expect(statusRefusal('B2-07-04', new Error('offline'), 'en')).toBe(
      'The status of B2-07-04 was not changed. The change could not be made. Please try again.',
    );
  });
});

describe('a bulk status change', () => {
  it('counts the units it marked, in each language’s words for the status', () => {
    expect(statusSummary([done(1), done(2)], 'sold', 'en')).toEqual({ text: '2 units marked sold.', tone: 'success' });
    expect(statusSummary([done(1)], 'notOnSale', 'en').text).toBe('1 unit marked not on sale.');
    expect(statusSummary([done(1), done(2)], 'reserved', 'sq').text).toBe('2 njësi u shënuan të rezervuara.');
    expect(statusSummary([done(1)], 'sold', 'sq').text).toBe('1 njësi u shënua e shitur.');
  });

  it('names each unit it did not change, with who saved it meanwhile', () => {
    const why = bulkStatusRefusal(conflict, 'en');
    expect(why).toBe('mira saved it after this list was shown.');
    expect(statusSummary([done(1), refused(2, why)], 'available', 'en')).toEqual({
      text: '1 unit marked available. 1 unit was not changed: “B2-07-02”: mira saved it after this list was shown.',
      tone: 'error',
    });
    expect(statusSummary([refused(2, bulkStatusRefusal(conflict, 'sq'))], 'available', 'sq').text).toBe(
      'Asnjë njësi nuk u ndryshua. 1 njësi nuk u ndryshua: “B2-07-02”: mira e ruajti pasi u shfaq kjo listë.',
    );
  });
});
