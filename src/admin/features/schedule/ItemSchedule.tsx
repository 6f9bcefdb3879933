import { useId, useState } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { fromTiranaInput, tiranaInputValue, tiranaTime } from '#admin/lib/tirana-time.ts';
import type { ItemSchedule as Schedule, ScheduleAction, Scheduled } from '#shared/payloads/schedules.ts';
import { momentRefusalOf, useItemSchedule, useScheduleChange } from './use-schedule.ts';

type Change = ReturnType<typeof useScheduleChange>;

/** A schedule set: when, by whom, why it was not done if it was not, and the way to remove it. */
function ScheduledRow({ scheduled, changes, change }: { scheduled: Scheduled; changes: boolean; change: Change }) {
  const words = useAdminText().schedule;
  const language = useAdminLanguage();
  const when = tiranaTime(scheduled.at, language);
  const text =
    scheduled.action === 'unpublish'
      ? words.unpublishAt(when, scheduled.scheduledBy)
      : changes
        ? words.changesAt(when, scheduled.scheduledBy)
        : words.publishAt(when, scheduled.scheduledBy);
  return (
    <div className="item-schedule__row">
      <p className="item-schedule__text">{text}</p>
      {scheduled.failure && (
        <p className="admin-alert admin-alert--error" role="alert">
          {words.failed(words.failures[scheduled.failure] ?? words.refused)}
        </p>
      )}
      <button
        type="button"
        className="admin-button admin-button--ghost"
        disabled={change.isPending}
        onClick={() => change.mutate({ action: scheduled.action, at: null })}
      >
        {words.remove}
      </button>
    </div>
  );
}

/**
 * A date and a time in Tirana's, and the button that schedules the action for then. What is wrong
 * with the moment (none chosen, one past, a removal before the publication) is said at the field,
 * as a form's other errors are; the API's refusal too, since the clock may pass the moment on the way.
 */
function ScheduleForm({ action, label, change }: { action: ScheduleAction; label: string; change: Change }) {
  const words = useAdminText().schedule;
  const inputId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="admin-field item-schedule__form"
      data-invalid={problem !== null || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const at = fromTiranaInput(value);
        const refusal = at === null ? words.pickTime : Date.parse(at) <= Date.now() ? words.inPast : null;
        setProblem(refusal);
        if (at && refusal === null)
          change.mutate(
            { action, at },
            { onSuccess: () => setValue(''), onError: (error) => setProblem(momentRefusalOf(error)) },
          );
      }}
    >
      <label htmlFor={inputId}>{label}</label>
      <div className="item-schedule__pick">
        <input
          id={inputId}
          type="datetime-local"
          value={value}
          min={tiranaInputValue(new Date().toISOString())}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="admin-button" disabled={change.isPending}>
          {words.set}
        </button>
      </div>
      {problem && (
        <p className="admin-field__error" id={`${inputId}-error`} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * On the screen of an item with drafts: when it goes on the site (a draft, or a published item's
 * unpublished changes) and when it leaves it, set, shown and removed in Tirana's time
 * (docs/decisions/026-scheduled-publication.md).
 */
export default function ItemSchedule({
  kind,
  id,
  draft,
  changes,
}: {
  kind: string;
  id: number;
  /** Whether the item is a draft now. */
  draft: boolean;
  /** Whether it has unpublished changes kept. */
  changes: boolean;
}) {
  const words = useAdminText().schedule;
  const query = useItemSchedule(kind, id);
  const change = useScheduleChange(kind, id);
  const schedule: Schedule | undefined = query.data;
  if (!schedule) return null;
  // Going on needs something to put on; leaving needs the item on the site, or to be going on.
  const canGoOn = draft || changes;
  const canGoOff = !draft || schedule.publish !== null;
  if (!schedule.publish && !schedule.unpublish && !canGoOn && !canGoOff) return null;
  return (
    <section className="item-schedule" aria-labelledby="item-schedule-title">
      <h2 id="item-schedule-title" className="item-schedule__title">
        {words.title}
      </h2>
      <p className="item-schedule__zone">{words.timeZone}</p>
      {schedule.publish ? (
        <ScheduledRow scheduled={schedule.publish} changes={!draft} change={change} />
      ) : (
        canGoOn && <ScheduleForm action="publish" label={draft ? words.goesOn : words.changesGoOn} change={change} />
      )}
      {schedule.unpublish ? (
        <ScheduledRow scheduled={schedule.unpublish} changes={false} change={change} />
      ) : (
        canGoOff && <ScheduleForm action="unpublish" label={words.goesOff} change={change} />
      )}
    </section>
  );
}
