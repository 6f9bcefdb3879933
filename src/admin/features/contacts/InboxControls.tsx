import { CONTACT_KINDS, CONTACT_STATES, type ContactKind, type ContactState } from '#shared/entities/contact.ts';
import type { InboxQuery, InboxVacancy } from '#shared/payloads/inbox.ts';
import Choice from '../lists/Choice.tsx';
import SearchBox from '../lists/SearchBox.tsx';
import { vacancyTitle } from './contact-text.ts';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';

interface Props {
  query: InboxQuery;
  change: (changes: Partial<InboxQuery>) => void;
  /** The vacancies applied for; undefined while the inbox loads. */
  vacancies: InboxVacancy[] | undefined;
}

const isKind = (value: string): value is ContactKind => (CONTACT_KINDS as readonly string[]).includes(value);
const isState = (value: string): value is ContactState => (CONTACT_STATES as readonly string[]).includes(value);

/** Above the inbox: its search, and its narrowing to a type, a vacancy and a state. */
export default function InboxControls({ query, change, vacancies }: Props) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.inbox;
  const all = { value: '', label: t.common.all };
  const vacancyChoices = (vacancies ?? []).map((vacancy) => ({
    value: String(vacancy.staffId),
    label: vacancyTitle(vacancy, language),
  }));
  // A vacancy the address names without applications (an old bookmark) stays a choice, by its number.
  if (query.staffId !== undefined && !vacancyChoices.some((choice) => choice.value === String(query.staffId))) {
    vacancyChoices.push({ value: String(query.staffId), label: words.vacancyNumber(query.staffId) });
  }
  return (
    <search className="list-controls inbox-controls">
      <SearchBox
        label={words.search}
        placeholder={words.searchPlaceholder}
        value={query.q ?? ''}
        onSearch={(q) => change({ q: q || undefined })}
      />
      <Choice
        label={words.type}
        value={query.kind ?? ''}
        options={[all, ...CONTACT_KINDS.map((kind) => ({ value: kind, label: words.types[kind] }))]}
        onChange={(value) => change({ kind: isKind(value) ? value : undefined })}
      />
      <Choice
        label={words.vacancy}
        value={query.staffId === undefined ? '' : String(query.staffId)}
        options={[{ ...all, label: vacancies ? t.common.all : t.common.loading }, ...vacancyChoices]}
        disabled={!vacancies}
        onChange={(value) => change({ staffId: value ? Number(value) : undefined })}
      />
      <Choice
        label={words.state}
        value={query.state ?? ''}
        options={[all, ...CONTACT_STATES.map((state) => ({ value: state, label: t.contact.states[state] }))]}
        onChange={(value) => change({ state: isState(value) ? value : undefined })}
      />
    </search>
  );
}
