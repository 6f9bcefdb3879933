import { type InboxFilter, type InboxQuery, InboxQuerySchema } from '#shared/payloads/inbox.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '#shared/payloads/list-page.ts';

/**
 * The inbox's query as the search of a URL: the admin keeps it in the inbox's address (so that it
 * can be bookmarked, and Back returns to it) and asks the API with the same keys.
 */

/** The query of an address's search; a key the inbox does not take, or a value it refuses, counts as absent. */
export function readInboxSearch(search: URLSearchParams): InboxQuery {
  const given = Object.fromEntries(search);
  const parsed = InboxQuerySchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return InboxQuerySchema.parse(Object.fromEntries(Object.entries(given).filter(([key]) => !refused.has(key))));
}

/** The search of a filter: each key that narrows, in a fixed order (also the CSV export's query). */
export function filterSearch(filter: InboxFilter): URLSearchParams {
  const search = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  };
  put('q', filter.q?.trim());
  put('kind', filter.kind);
  put('staffId', filter.staffId);
  put('buildingId', filter.buildingId);
  put('unitId', filter.unitId);
  put('state', filter.state);
  return search;
}

/** The search of a query: its filter, then the page and its size where they are not the first and the default. */
export function writeInboxSearch(query: InboxQuery): string {
  const search = filterSearch(query);
  if (query.page !== 1) search.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_LIST_PAGE_SIZE) search.set('pageSize', String(query.pageSize));
  return search.toString();
}

/** Whether a query narrows the inbox to some of its contacts. */
export const isNarrowed = (query: InboxFilter) =>
  Boolean(
    query.q ||
      query.kind ||
      query.staffId !== undefined ||
      query.buildingId !== undefined ||
      query.unitId !== undefined ||
      query.state,
  );
