import { ADMIN_ROOT } from '#shared/admin-paths.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import { screenPaths } from '../lib/routes.ts';
import { isAdmin, type Session } from '../lib/session.ts';

/**
 * The kinds of content of the dashboard (docs/product.md#screens-and-routes, and the media library), in its order: `label` names the section in
 * the menu, in words ("Job vacancies"); `card` is its dashboard card's heading as docs/product.md#screens-and-routes names it
 * ("Staff"), over `about`, what it holds (docs/decisions/016-admin-languages.md). `adminOnly` where the
 * API keeps its list to ROLE_ADMIN (contacts: decision 010).
 */
export const SECTIONS = ENTITIES.map((entity) => ({
  key: entity.kind,
  /** Where its screens live: its list, add, view and edit routes (a sales category's sit under the projects' list). */
  screens: Object.values(entity.admin.screens).map((segment) => `${ADMIN_ROOT}/${segment}`),
  label: { en: entity.noun.many, sq: entity.admin.sq.many },
  card: { en: entity.admin.dashboard.label, sq: entity.admin.sq.dashboard.label },
  to: screenPaths(entity).list,
  about: { en: entity.admin.dashboard.about, sq: entity.admin.sq.dashboard.about },
  adminOnly: entity.api.lists.some((list) => list.access === 'admin'),
}));

/** The sections an account sees: all for an admin, those of content for a user. */
export const sectionsFor = (session: Session) => SECTIONS.filter((section) => !section.adminOnly || isAdmin(session));

/**
 * The section a screen belongs to, by the longest of its routes the path starts with: a sales
 * category's edit screen (/adminpage/listprojects/editsalescategory/3) is the categories', not the
 * projects'. None for the dashboard and the records.
 */
export function sectionAt(pathname: string): string | undefined {
  const owns = (screen: string) => pathname === screen || pathname.startsWith(`${screen}/`);
  let found: { key: string; length: number } | undefined;
  for (const { key, screens } of SECTIONS) {
    for (const screen of screens.filter(owns))
      if (!found || screen.length > found.length) found = { key, length: screen.length };
  }
  return found?.key;
}
