import { ADMIN_ROOT as ADMIN } from '#shared/admin-paths.ts';
import type { EntityAdmin } from '#shared/entities/define-entity.ts';

/** The admin routes of docs/product.md#screens-and-routes, exactly: each entity's come from its descriptor; `:param` marks a route parameter. */

export const LOGIN_PATH = '/loginadmin';
/** A forgotten password's emailed link (not in docs/product.md#screens-and-routes): a new password, without a session. */
export { PASSWORD_RESET_PATH } from '#shared/payloads/password-reset.ts';
export const DASHBOARD_PATH = ADMIN;
/** The signed-in admin's own account (not in docs/product.md#screens-and-routes): changing the password. */
export { ACCOUNT_PATH } from '#shared/admin-paths.ts';
/** Every account that can log in, for ROLE_ADMIN (not in docs/product.md#screens-and-routes). */
export const ACCOUNTS_PATH = `${ADMIN}/accounts`;
/** Every admin action, searchable, for ROLE_ADMIN (not in docs/product.md#screens-and-routes). */
export const ACTIVITY_PATH = `${ADMIN}/activity`;
/** A building's facade zones (not in docs/product.md#screens-and-routes): its floors on its facade, its units on its floor plan. */
export const buildingFacadePath = (buildingId: number | string) => `${ADMIN}/buildingfacade/${buildingId}`;
/** Deleted content, to be restored (not in docs/product.md#screens-and-routes). */
export const TRASH_PATH = `${ADMIN}/trash`;
/** A building's units imported from a spreadsheet (not in docs/product.md#screens-and-routes). */
export const UNIT_IMPORT_PATH = `${ADMIN}/importunits/:buildingId`;

/** The screens of a kind of content: its list, add, view and edit routes, and an item's history (not in docs/product.md#screens-and-routes). */
export interface ResourcePaths {
  list: string;
  add: string;
  view: (id: number | string) => string;
  edit: (id: number | string) => string;
  history: (id: number | string) => string;
}

/** An entity's screens under /adminpage; asking for one it does not have is a mistake in the admin's code. */
export function screenPaths(entity: { kind: string; admin: EntityAdmin }): ResourcePaths {
  const { screens } = entity.admin;
  const at = (screen: keyof typeof screens) => {
    const segment = screens[screen];
    if (!segment) throw new Error(`${entity.kind} has no ${screen} screen`);
    return `${ADMIN}/${segment}`;
  };
  return {
    list: at('list'),
    get add() {
      return at('add');
    },
    view: (id) => `${at('view')}/${id}`,
    edit: (id) => `${at('edit')}/${id}`,
    history: (id) => `${at('view')}/${id}/history`,
  };
}
