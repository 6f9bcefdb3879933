import { textIn } from '#admin/i18n/admin-language.ts';
import { fieldLabels } from '#admin/resources/field-labels.ts';
import { optionText } from '#admin/resources/field-text.ts';
import { type FieldSpec, fieldsOf, type ResourceConfig } from '#admin/resources/resource.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';

/** One field as an item's history compares it: what it means, and how its value shows. */
export type ComparedField = { name: string; label: string } & (
  | { kind: 'field'; spec: FieldSpec }
  | { kind: 'file'; type: 'image' | 'pdf' }
);

/** Every field an admin writes of a kind, labelled as its form labels it in `language`, in the form's order, then its files. */
export function comparedFields<T extends Record<string, unknown>>(
  config: Pick<ResourceConfig<T>, 'rows' | 'files'>,
  language: Language = 'en',
): ComparedField[] {
  const specs = new Map(config.rows.flatMap(fieldsOf).map((spec) => [spec.name, spec]));
  const texts = fieldLabels(config.rows, language).flatMap(([name, label]): ComparedField[] => {
    const spec = specs.get(name);
    return spec ? [{ name, label, kind: 'field', spec }] : [];
  });
  const files = config.files.map(
    ({ name, label, type }): ComparedField => ({ name, label: label[language], kind: 'file', type }),
  );
  return [...texts, ...files];
}

// Lists and objects (a building's facade zones) compare by their content.
const asText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The fields whose value in a version differs from the item's current one. A field the version
 * does not have (added to the kind since) is not compared: a restore keeps its current value.
 */
export const differingFields = (
  fields: ComparedField[],
  version: Record<string, unknown>,
  current: Record<string, unknown>,
) => fields.filter((field) => field.name in version && asText(version[field.name]) !== asText(current[field.name]));

/**
 * Fields of an item that no form row or file field is, which every kind with images has (even
 * those without a form, a gallery's images): named by what they are.
 */
const ITEM_FIELD_LABELS: Record<string, (language: Language) => string> = {
  focalPoints: (language) => textIn(language).focalPoint.fields,
  facadeZones: (language) => textIn(language).facade.fields,
};

/** The labels of fields named as the API names them ("Job title (English)" for `staffTittle`), in `language`. */
export const labelsOf = (fields: ComparedField[], names: string[], language: Language) =>
  names.map(
    (name) => fields.find((field) => field.name === name)?.label ?? ITEM_FIELD_LABELS[name]?.(language) ?? name,
  );

/**
 * The fields a version changed, as its line in the history names them: by their labels, a fixed
 * choice with the value it took ("Status → Sold", a unit's status changed in its row).
 */
export const changesOf = (fields: ComparedField[], version: ItemVersion, language: Language) =>
  version.changed.map((name) => {
    const [label = name] = labelsOf(fields, [name], language);
    const field = fields.find((candidate) => candidate.name === name);
    const chosen =
      field?.kind === 'field' && field.spec.kind === 'select' && optionText(field.spec, version.fields[name], language);
    return chosen ? textIn(language).history.valueChanged(label, chosen) : label;
  });
