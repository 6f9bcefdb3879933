import { ruleCovers } from '#shared/payloads/factor-rule.ts';
import type { Db } from '../db/database.ts';
import { readFactorRule } from '../repositories/account-settings.ts';
import { hasSecondFactor } from '../repositories/second-factors.ts';
import type { User } from '../repositories/users.ts';

/**
 * Whether `user` owes a second factor to the rule (docs/decisions/032-second-factors.md): the rule
 * covers it and it has none. Read from the database at each call, so that every API instance
 * applies a change of the rule, or a factor added, from the next request on.
 */
export async function factorSetupDue(db: Db, user: Pick<User, 'userId' | 'roles'>): Promise<boolean> {
  return (await ruleCoversAccount(db, user)) && !(await hasSecondFactor(db, user.userId));
}

/** Whether the rule asks `user` to have a second factor, whether or not it has one. */
export const ruleCoversAccount = async (db: Db, user: Pick<User, 'roles'>) =>
  ruleCovers(await readFactorRule(db), user.roles);
