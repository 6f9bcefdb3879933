import type { EntityAdmin } from './entities/define-entity.ts';

/** Where the admin's screens live on the site's address (docs/product.md#screens-and-routes). */
export const ADMIN_ROOT = '/adminpage';

/** The signed-in account's own screen (its password, its factors, its sessions), for the admin and its emails. */
export const ACCOUNT_PATH = `${ADMIN_ROOT}/account`;

/** The admin's screen of one item, for links from outside the admin (a staff email). */
export function adminViewPath(entity: { kind: string; admin: EntityAdmin }, id: number): string {
  const { view } = entity.admin.screens;
  if (!view) throw new Error(`${entity.kind} has no view screen`);
  return `${ADMIN_ROOT}/${view}/${id}`;
}
