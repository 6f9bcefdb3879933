import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import Choice from '#admin/resources/lists/Choice.tsx';
import SearchBox from '#admin/resources/lists/SearchBox.tsx';
import { CONTACT_KINDS, CONTACT_STATES, type ContactKind, type ContactState } from '#shared/entities/contact.ts';
import type { InboxPage, InboxQuery } from '#shared/payloads/inbox.ts';
import { buildingTitle, vacancyTitle } from './contact-text.ts';

interface Props {
  query: InboxQuery;
  change: (changes: Partial<InboxQuery>) => void;
  /** The vacancies applied for, and the buildings and units asked about; undefined while the inbox loads. */
  choices: Pick<InboxPage, 'vacancies' | 'buildings' | 'units'> | undefined;
}

interface Option {
  value: string;
  label: string;
}

const isKind = (value: string): value is ContactKind => (CONTACT_KINDS as readonly string[]).includes(value);
const isState = (value: string): value is ContactState => (CONTACT_STATES as readonly string[]).includes(value);

/** `options`, with the value the address names kept as a choice even when none of them is it (an old bookmark). */
function withNamed(options: Option[], named: number | undefined, label: (id: number) => string): Option[] {
  if (named === undefined || options.some((option) => option.value === String(named))) return options;
  return [...options, { value: String(named), label: label(named) }];
}

/** Above the inbox: its search, and its narrowing to a type, a vacancy, a building, a unit and a state. */
export default function InboxControls({ query, change, choices }: Props) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.inbox;
  const all = { value: '', label: t.common.all };
  const loadingOrAll = { ...all, label: choices ? t.common.all : t.common.loading };
  const vacancyChoices = withNamed(
    (choices?.vacancies ?? []).map((vacancy) => ({
      value: String(vacancy.staffId),
      label: vacancyTitle(vacancy, language),
    })),
    query.staffId,
    words.vacancyNumber,
  );
  const buildingChoices = withNamed(
    (choices?.buildings ?? []).map((building) => ({
      value: String(building.buildingId),
      label: buildingTitle(building, language),
    })),
    query.buildingId,
    words.buildingNumber,
  );
  // Within a building, its units by reference; across buildings, each with its building, as
  // references are unique only within one.
  const unitChoices = withNamed(
    (choices?.units ?? [])
      .filter((unit) => query.buildingId === undefined || unit.buildingId === query.buildingId)
      .map((unit) => ({
        value: String(unit.unitId),
        label: query.buildingId === undefined ? `${unit.reference} · ${buildingTitle(unit, language)}` : unit.reference,
      })),
    query.unitId,
    words.unitNumber,
  );
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
        options={[loadingOrAll, ...vacancyChoices]}
        disabled={!choices}
        onChange={(value) => change({ staffId: value ? Number(value) : undefined })}
      />
      <Choice
        label={words.building}
        value={query.buildingId === undefined ? '' : String(query.buildingId)}
        options={[loadingOrAll, ...buildingChoices]}
        disabled={!choices}
        // Another building's units are not this one's: the unit chosen goes with the building.
        onChange={(value) => change({ buildingId: value ? Number(value) : undefined, unitId: undefined })}
      />
      <Choice
        label={words.unit}
        value={query.unitId === undefined ? '' : String(query.unitId)}
        options={[loadingOrAll, ...unitChoices]}
        disabled={!choices}
        onChange={(value) => change({ unitId: value ? Number(value) : undefined })}
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
