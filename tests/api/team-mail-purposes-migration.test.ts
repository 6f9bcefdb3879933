import { expect, it } from 'vitest';
import { olderDatabase } from '../fixtures/older-database.ts';

it('names the mails to the team by their new purposes, and leaves the visitors’ as they were', async () => {
  const older = await olderDatabase('019-activity-details');
  const { db } = older;
  try {
    const mail = { recipient: 'hr@tiranagroup.test', subject: 'New', text: 'New', html: '<p>New</p>' };
    for (const purpose of ['staff-message', 'staff-application', 'visitor-message', 'visitor-application'])
      await db
        .insertInto('mails')
        .values({ ...mail, purpose })
        .execute();
    await older.migrateToLatest();
    const purposes = await db.selectFrom('mails').select('purpose').orderBy('mailId').execute();
    expect(purposes.map((row) => row.purpose)).toEqual([
      'team-message',
      'team-application',
      'visitor-message',
      'visitor-application',
    ]);
  } finally {
    await db.destroy();
    await older.remove();
  }
});
