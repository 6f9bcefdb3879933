import { z } from 'zod';
import type { Role } from './auth.ts';

/**
 * The rule an admin sets on second factors (docs/decisions/032-second-factors.md): none required,
 * required of the administrators (ROLE_ADMIN), or of every account. An account the rule covers
 * that has no factor can only set one up until it has.
 */
export const FACTOR_RULES = ['off', 'admins', 'everyone'] as const;
export type FactorRule = (typeof FACTOR_RULES)[number];

/** `GET` and `PUT /accounts/factor-rule`. */
export const FactorRuleSchema = z.object({ rule: z.enum(FACTOR_RULES, 'Choose off, admins or everyone.') });
export type FactorRuleSetting = z.infer<typeof FactorRuleSchema>;

/** Whether `rule` asks an account of `roles` for a second factor. */
export const ruleCovers = (rule: FactorRule, roles: readonly Role[]) =>
  rule === 'everyone' || (rule === 'admins' && roles.includes('ROLE_ADMIN'));

/** The refusal of every call but setting up a factor, to an account the rule covers that has none. */
export const SECOND_FACTOR_SETUP_REQUIRED = 'SECOND_FACTOR_SETUP_REQUIRED';
