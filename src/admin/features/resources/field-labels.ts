import type { FormRow } from './resource.ts';

/** Each form field's name with the label the form shows it under ("Title (English)"). */
export function fieldLabels(rows: FormRow[]): [name: string, label: string][] {
  return rows.flatMap((row): [string, string][] => {
    if ('field' in row) return [[row.field.name, row.label]];
    if ('group' in row) return row.group.map((single) => [single.field.name, `${row.label}: ${single.label}`]);
    return [
      [row.en.name, `${row.label} (English)`],
      [row.sq.name, `${row.label} (Shqip)`],
    ];
  });
}
