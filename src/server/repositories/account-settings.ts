import type { FactorRule } from '#shared/payloads/factor-rule.ts';
import type { Db } from '../db/database.ts';

/** The one row of the settings that hold for every account (migration 035). */
const SETTINGS_ID = 1;

/** The rule on second factors, as the database holds it now: every instance reads the same. */
export async function readFactorRule(db: Db): Promise<FactorRule> {
  const row = await db
    .selectFrom('accountSettings')
    .select('factorRule')
    .where('settingsId', '=', SETTINGS_ID)
    .executeTakeFirst();
  return row?.factorRule ?? 'off';
}

export async function updateFactorRule(db: Db, factorRule: FactorRule, updatedBy: string): Promise<void> {
  await db
    .updateTable('accountSettings')
    .set({ factorRule, updatedBy, updatedAt: new Date().toISOString() })
    .where('settingsId', '=', SETTINGS_ID)
    .execute();
}
