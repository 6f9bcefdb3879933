/** The paths of descriptors (`/showroom/:id`) filled in, and the folders their pages sit in. */

/** `pattern` with its `:id` (or each `:name` of `params`) filled in: `/showroom/:id` → `/showroom/7`. */
export function fillPath(pattern: string, params: number | Record<string, number | string>): string {
  const values = typeof params === 'number' ? { id: params } : params;
  return pattern.replace(/:(\w+)/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in ${pattern}`);
    return String(value);
  });
}

/** The folder a path pattern's pages sit in: `/showroom/:id` → `/showroom/`. */
export const folderOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));
