import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { adminText, useAdminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { failureText } from '#admin/lib/failure-text.ts';
import { ACCOUNT_PATH } from '#admin/lib/routes.ts';
import { FACTOR_RULES, type FactorRule, FactorRuleSchema } from '#shared/payloads/factor-rule.ts';

const RULE_KEY = ['accounts', 'factor-rule'];

/**
 * The rule on second factors, on the accounts screen (docs/decisions/032-second-factors.md): no
 * one, the administrators, or every account must have one. An admin without a factor of their own
 * is refused turning it on, and told where to add one.
 */
export default function FactorRuleSection() {
  const words = useAdminText().factorRule;
  const id = useId();
  const client = useQueryClient();
  const current = useQuery({
    queryKey: RULE_KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/accounts/factor-rule', FactorRuleSchema, { signal }),
  });
  const [chosen, setChosen] = useState<FactorRule | null>(null);
  const [refusal, setRefusal] = useState<'ownFirst' | string | null>(null);
  const save = useMutation({
    mutationFn: (rule: FactorRule) => apiRequest('PUT', '/accounts/factor-rule', FactorRuleSchema, { body: { rule } }),
    onSuccess: ({ rule }) => {
      client.setQueryData(RULE_KEY, { rule });
      setChosen(null);
      notify(adminText().factorRule.saved(rule));
    },
    onError: (error) => {
      logFailure(error);
      setRefusal(
        error instanceof ApiRequestError && error.code === 'OWN_FACTOR_FIRST' ? 'ownFirst' : failureText(error),
      );
    },
  });
  const rule = chosen ?? current.data?.rule;

  return (
    <section className="factor-rule" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p className="factor-rule__intro">{words.intro}</p>
      <form
        className="factor-rule__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setRefusal(null);
          if (rule) save.mutate(rule);
        }}
      >
        <fieldset className="role-choices" disabled={!current.data}>
          <legend>{words.legend}</legend>
          {FACTOR_RULES.map((option) => (
            <label key={option} className="role-choices__option">
              <input
                type="radio"
                name={`${id}-rule`}
                value={option}
                checked={rule === option}
                onChange={() => {
                  setChosen(option);
                  setRefusal(null);
                }}
              />
              <span>
                {words.choices[option].name} <span className="admin-muted">({words.choices[option].about})</span>
              </span>
            </label>
          ))}
        </fieldset>
        {refusal && (
          <p className="admin-alert admin-alert--error" role="alert">
            {refusal === 'ownFirst' ? (
              <>
                {words.ownFirst} <Link to={ACCOUNT_PATH}>{words.ownFirstLink}</Link>
              </>
            ) : (
              refusal
            )}
          </p>
        )}
        <div className="admin-form__actions">
          <button
            type="submit"
            className="admin-button"
            disabled={save.isPending || !current.data || rule === current.data.rule}
          >
            {save.isPending ? words.saving : words.save}
          </button>
        </div>
      </form>
    </section>
  );
}
