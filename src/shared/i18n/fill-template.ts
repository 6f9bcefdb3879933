/** Puts values into a dictionary string's `{name}` placeholders ("Image {index} of {total}"). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
