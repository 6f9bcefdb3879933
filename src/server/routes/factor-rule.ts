import { ACCOUNT_KIND } from '#shared/payloads/activity.ts';
import { FactorRuleSchema } from '#shared/payloads/factor-rule.ts';
import { ApiErrorSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { readFactorRule, updateFactorRule } from '../repositories/account-settings.ts';
import { insertActivity } from '../repositories/activity.ts';
import { hasSecondFactor } from '../repositories/second-factors.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const TAG = 'Accounts';
const security = [{ bearerAuth: [] }];
const config = { access: 'admin' } as const;

/**
 * The rule an admin sets of which accounts must have a second factor
 * (docs/decisions/032-second-factors.md); auth/access.ts holds every account to it.
 */
export function factorRuleRoutes(app: App, context: AppContext) {
  const { db } = context;

  app.get('/accounts/factor-rule', {
    config,
    schema: {
      tags: [TAG],
      summary: 'Which accounts must have a second factor: none (off), the administrators, or every account',
      security,
      response: { 200: FactorRuleSchema, ...ADMIN_ERRORS },
    },
    handler: async () => ({ rule: await readFactorRule(db) }),
  });

  app.put('/accounts/factor-rule', {
    config,
    schema: {
      tags: [TAG],
      summary: 'Set which accounts must have a second factor; the admin who sets it must have one',
      description:
        'An account the rule covers that has no factor answers 403 `SECOND_FACTOR_SETUP_REQUIRED` to every call but ' +
        'setting one up, from its next request, on every instance. An admin without a factor cannot turn the rule on ' +
        '(409 `OWN_FACTOR_FIRST`): it would lock them out of the screen they set it on.',
      security,
      body: FactorRuleSchema,
      response: { 200: FactorRuleSchema, ...ADMIN_ERRORS, 409: ApiErrorSchema },
    },
    handler: async (request) => {
      const { rule } = request.body;
      const { user } = signedInOf(request);
      if (rule !== 'off' && !(await hasSecondFactor(db, user.userId)))
        throw new HttpError(
          409,
          'OWN_FACTOR_FIRST',
          'Add an authenticator app or a passkey to your own account before you require one.',
        );
      await db.transaction().execute(async (trx) => {
        await updateFactorRule(trx, rule, user.username);
        await insertActivity(trx, {
          actor: user.username,
          action: 'factor-rule',
          kind: ACCOUNT_KIND,
          entityId: null,
          summary: `Set the second-factor rule to “${rule}”`,
          details: { factorRule: rule },
        });
      });
      return { rule };
    },
  });
}
