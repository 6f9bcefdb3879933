import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { apiRequest } from '#admin/lib/api-client.ts';
import type { ResourceConfig } from '../resources/resource.ts';
import { RESOURCES } from './forms.ts';

type AnyConfig = ResourceConfig<Record<string, unknown>>;

/** The kinds whose items are part of an item of `kind` (a building's units), by their descriptor's `partOf`. */
export const partsOf = (kind: string) =>
  [...RESOURCES.values()].filter((config) => config.entity.partOf?.entity.kind === kind);

/**
 * On an item's view, a link to the list of each kind of its parts, narrowed to it, with how many
 * there are: "Units (48)" on a building's.
 */
export default function PartLinks({ kind, id }: { kind: string; id: number }) {
  return partsOf(kind).map((part) => <PartLink key={part.entity.kind} part={part} id={id} />);
}

function PartLink({ part, id }: { part: AnyConfig; id: number }) {
  const words = useAdminText().view;
  const { many } = part.nouns[useAdminLanguage()];
  const field = part.entity.partOf?.field ?? '';
  const search = new URLSearchParams({ [field]: String(id) });
  // A page of one item is enough: its total is how many there are.
  const count = useQuery({
    queryKey: [part.entity.kind, 'list', 'page', `${search}&pageSize=1`],
    queryFn: ({ signal }) =>
      apiRequest('GET', `${part.api.page}?${search}&pageSize=1`, part.listing.pageSchema, { signal }),
    staleTime: 0,
  });
  return (
    <Link className="admin-button admin-button--ghost" to={{ pathname: part.paths.list, search: `?${search}` }}>
      {words.parts(many, count.data?.total ?? null)}
    </Link>
  );
}
