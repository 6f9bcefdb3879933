import { useAdminText } from '#admin/i18n/admin-language.ts';
import Choice from '#admin/resources/lists/Choice.tsx';
import SearchBox from '#admin/resources/lists/SearchBox.tsx';
import ViewChoice from '#admin/resources/lists/ViewChoice.tsx';
import { MEDIA_TYPES } from '#shared/entities/media.ts';
import type { SortDirection } from '#shared/payloads/list-page.ts';
import { MEDIA_LIBRARY_SORTS, type MediaLibrarySort } from '#shared/payloads/media-library.ts';
import type { LibraryAddress } from './library-address.ts';
import { MEDIA_TYPE_CHOICES } from './media-text.ts';

interface Props {
  address: LibraryAddress;
  change: (changes: Partial<LibraryAddress>) => void;
}

const isType = (value: string) => MEDIA_TYPES.find((type) => type === value);

/** Above the library: its search, its order, its filters (library-address.ts's LIBRARY_FILTERS), and a grid or a table. */
export default function LibraryControls({ address, change }: Props) {
  const t = useAdminText();
  const words = t.mediaLibrary;
  const all = { value: '', label: t.common.all };
  return (
    <div className="list-controls media-controls">
      <SearchBox
        label={words.search}
        placeholder={words.searchPlaceholder}
        value={address.q ?? ''}
        onSearch={(q) => change({ q })}
      />
      <Choice
        wide
        label={t.lists.order}
        value={`${address.sort}:${address.dir}`}
        options={MEDIA_LIBRARY_SORTS.flatMap((sort) =>
          (['desc', 'asc'] as const).map((dir) => ({ value: `${sort}:${dir}`, label: words.sorts[sort][dir] })),
        )}
        onChange={(value) => {
          const [sort, dir] = value.split(':') as [MediaLibrarySort, SortDirection];
          change({ sort, dir });
        }}
      />
      <Choice
        label={words.type}
        value={address.type ?? ''}
        options={[all, ...MEDIA_TYPE_CHOICES]}
        onChange={(value) => change({ type: isType(value) })}
      />
      <YesOrNoChoice
        label={words.altText}
        value={address.withoutAlt}
        all={t.common.all}
        yes={words.altChoices.without}
        no={words.altChoices.with}
        onChange={(withoutAlt) => change({ withoutAlt })}
      />
      <YesOrNoChoice
        label={words.use}
        value={address.unused}
        all={t.common.all}
        yes={words.useChoices.unused}
        no={words.useChoices.used}
        onChange={(unused) => change({ unused })}
      />
      <ViewChoice view={address.view} cards={words.grid} onView={(view) => change({ view, page: address.page })} />
    </div>
  );
}

interface YesOrNoProps {
  label: string;
  /** Absent: every image; else only those of which it holds (`yes`) or not (`no`). */
  value: boolean | undefined;
  all: string;
  yes: string;
  no: string;
  onChange: (value: boolean | undefined) => void;
}

/** A filter of the API's query that is true, false or absent, as a choice of three. */
function YesOrNoChoice({ label, value, all, yes, no, onChange }: YesOrNoProps) {
  return (
    <Choice
      label={label}
      value={value === undefined ? '' : String(value)}
      options={[
        { value: '', label: all },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen === 'true')}
    />
  );
}
