import { textIn } from '#admin/i18n/admin-language.ts';
import type { Bilingual } from '#admin/i18n/bilingual.ts';
import { ADMIN_ORDER } from '#shared/entities/define-entity.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { SortDirection } from '#shared/payloads/list-page.ts';
import type { FieldSpec, ResourceConfig } from '../resource.ts';

type AnyConfig = ResourceConfig<Record<string, unknown>>;
/** What these read of a kind's screens, whatever its items. */
type Config = Pick<AnyConfig, 'entity' | 'rows' | 'titleLabel'> & {
  listing: Pick<AnyConfig['listing'], 'sorts' | 'defaultSort' | 'columns'>;
};

/** A single field of a kind's form, by name, with the label the form gives it: a list's column or filter. */
export function formField(config: Config, name: string): { spec: FieldSpec; label: Bilingual } {
  for (const row of config.rows) {
    const singles = 'group' in row ? row.group : 'field' in row ? [row] : [];
    const single = singles.find((candidate) => candidate.field.name === name);
    if (single) return { spec: single.field, label: single.label };
  }
  throw new Error(`${config.entity.kind} lists ${name}, which its form has no single field for`);
}

/** The columns of a kind's table beside the title, each with its field and label. */
export const columnsOf = (config: Config) =>
  config.listing.columns.map((name) => ({ name, ...formField(config, name) }));

/** "title:asc": a sort and its direction as one choice. */
export const sortChoice = (sort: string, dir: SortDirection) => `${sort}:${dir}`;

/** How a choice of sort reads, each way round. */
function sortWords(config: Config, sort: string, language: Language): Record<SortDirection, string> {
  const words = textIn(language).lists.sorts;
  if (sort === 'title') return config.titleLabel ? words.text(config.titleLabel[language]) : words.title;
  if (sort === 'id') return words.id;
  if (sort === ADMIN_ORDER) return words.admin;
  const { spec, label } = formField(config, sort);
  if (spec.kind === 'date') return words.date(label[language]);
  return spec.kind === 'number' ? words.number(label[language]) : words.text(label[language]);
}

/** Every sort of a list each way round, its default first, as its sort menu offers them in `language`. */
export function sortChoices(config: Config, language: Language = 'en'): { value: string; label: string }[] {
  const { sorts, defaultSort } = config.listing;
  const other = (dir: SortDirection): SortDirection => (dir === 'asc' ? 'desc' : 'asc');
  const first = sortWords(config, defaultSort.sort, language);
  return [
    { value: sortChoice(defaultSort.sort, defaultSort.dir), label: first[defaultSort.dir] },
    { value: sortChoice(defaultSort.sort, other(defaultSort.dir)), label: first[other(defaultSort.dir)] },
    ...sorts
      .filter((sort) => sort !== defaultSort.sort)
      .flatMap((sort) => {
        const words = sortWords(config, sort, language);
        return (['asc', 'desc'] as const).map((dir) => ({ value: sortChoice(sort, dir), label: words[dir] }));
      }),
  ];
}
