import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import ConfirmAction from '#admin/layout/ConfirmAction.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { type OpenSession, OpenSessionsSchema, OtherSessionsEndedSchema } from '#shared/payloads/sessions.ts';
import { MessageSchema } from '#shared/schemas/common.ts';
import { browserOf } from './browser-name.ts';

const SESSIONS_KEY = ['account', 'sessions'];

/**
 * The account's open sessions (docs/decisions/032-second-factors.md#open-sessions): how each
 * began, from what browser, when it began and was last used, this one marked, and the others
 * endable, so that an owner who sees one they do not know can end it.
 */
export default function OpenSessions() {
  const t = useAdminText();
  const words = t.openSessions;
  const language = useAdminLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/user/sessions', OpenSessionsSchema, { signal }),
  });
  // Ending one session or all the others: a failure is said, and the list is read again either way.
  const afterEnding = {
    onError: (failure: Error) => {
      logFailure(failure);
      notify(words.failed, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  };
  const end = useMutation({
    mutationFn: (session: OpenSession) =>
      apiRequest('DELETE', `/user/sessions/${encodeURIComponent(session.id)}`, MessageSchema),
    onSuccess: () => notify(words.ended),
    ...afterEnding,
  });
  const endOthers = useMutation({
    mutationFn: () => apiRequest('DELETE', '/user/sessions', OtherSessionsEndedSchema),
    onSuccess: ({ ended }) => notify(words.othersEnded(ended)),
    ...afterEnding,
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const browserName = (session: OpenSession) => {
    const { browser, system } = browserOf(session.userAgent);
    if (browser && system) return words.browserOn(browser, system);
    return browser ?? system ?? words.unknownBrowser;
  };

  return (
    <section className="open-sessions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p className="admin-field__hint">{words.intro}</p>
      {sessions.data && (
        <ul className="open-sessions__list" aria-label={words.caption}>
          {sessions.data.map((session) => {
            const name = browserName(session);
            const began = tiranaTime(session.createdAt, language);
            return (
              <li key={session.id} className="open-sessions__item" data-current={session.current ? '' : undefined}>
                <p className="open-sessions__browser">
                  <strong>{name}</strong>
                  {session.current && <span className="open-sessions__this">{words.thisSession}</span>}
                </p>
                <dl className="open-sessions__facts">
                  <div>
                    <dt>{words.columns.how}</dt>
                    <dd>{session.secondFactorDue ? words.waiting : words.began[session.began]}</dd>
                  </div>
                  <div>
                    <dt>{words.columns.began}</dt>
                    <dd>{began}</dd>
                  </div>
                  <div>
                    <dt>{words.columns.lastSeen}</dt>
                    <dd>{tiranaTime(session.lastSeenAt, language)}</dd>
                  </div>
                </dl>
                {!session.current && (
                  <ConfirmAction
                    action={words.end}
                    subject={words.endSubject(name, began)}
                    question={words.endQuestion}
                    onConfirm={() => end.mutate(session)}
                    isDisabled={end.isPending}
                  >
                    <p>
                      {name}, {words.began[session.began].toLowerCase()}, {began}.
                    </p>
                    <p>{words.endText}</p>
                  </ConfirmAction>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {others > 1 && (
        <div className="open-sessions__all">
          <ConfirmAction
            action={words.endOthers}
            subject={words.endOthersSubject(others)}
            question={words.endOthersQuestion}
            onConfirm={() => endOthers.mutate()}
            isDisabled={endOthers.isPending}
          >
            <p>{words.endOthersText}</p>
          </ConfirmAction>
        </div>
      )}
    </section>
  );
}
