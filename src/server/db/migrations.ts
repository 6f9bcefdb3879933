import type { Migration, MigrationProvider } from 'kysely';
import { migration as initial } from './migrations/001-initial.ts';
import { migration as outbox } from './migrations/002-outbox.ts';
import { migration as sessionsAndVersions } from './migrations/003-sessions-and-versions.ts';
import { migration as oneWordPerEntity } from './migrations/004-one-word-per-entity.ts';
import { migration as newsDatesAndAlbanianNotes } from './migrations/005-news-dates-and-albanian-notes.ts';
import { migration as sharedLimits } from './migrations/006-shared-limits.ts';
import { migration as accountLastLogin } from './migrations/007-account-last-login.ts';
import { migration as adminOrder } from './migrations/008-admin-order.ts';
import { migration as listSearch } from './migrations/009-list-search.ts';
import { migration as history } from './migrations/010-history.ts';
import { migration as trash } from './migrations/011-trash.ts';
import { migration as drafts } from './migrations/012-drafts.ts';
import { migration as changeDrafts } from './migrations/013-change-drafts.ts';
import { migration as mail } from './migrations/014-mail.ts';
import { migration as inbox } from './migrations/015-inbox.ts';
import { migration as consent } from './migrations/016-consent.ts';
import { migration as mailRefusals } from './migrations/017-mail-refusals.ts';
import { migration as lineFeeds } from './migrations/018-line-feeds.ts';
import { migration as activityDetails } from './migrations/019-activity-details.ts';
import { migration as teamMailPurposes } from './migrations/020-team-mail-purposes.ts';
import { DIALECTS, type Dialect, type Engine } from './migrations/dialects.ts';

/**
 * Versioned migrations, applied in name order at start, one file each in migrations/, each made
 * for the engine's dialect. Column names are the field names of docs/product.md#entities-and-their-fields, so rows and API payloads
 * line up; image columns hold a JSON `StoredImage`, file columns the stored file's name.
 */
const MIGRATIONS: Record<string, (dialect: Dialect) => Migration> = {
  '001-initial': initial,
  '002-outbox': outbox,
  '003-sessions-and-versions': sessionsAndVersions,
  '004-one-word-per-entity': oneWordPerEntity,
  '005-news-dates-and-albanian-notes': newsDatesAndAlbanianNotes,
  '006-shared-limits': sharedLimits,
  '007-account-last-login': accountLastLogin,
  '008-admin-order': adminOrder,
  '009-list-search': listSearch,
  '010-history': history,
  '011-trash': trash,
  '012-drafts': drafts,
  '013-change-drafts': changeDrafts,
  '014-mail': mail,
  '015-inbox': inbox,
  '016-consent': consent,
  '017-mail-refusals': mailRefusals,
  '018-line-feeds': lineFeeds,
  '019-activity-details': activityDetails,
  '020-team-mail-purposes': teamMailPurposes,
};

export const migrationProvider = (engine: Engine): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(MIGRATIONS).map(([name, migration]) => [name, migration(DIALECTS[engine])])),
});
