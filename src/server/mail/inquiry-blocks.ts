import { adminViewPath } from '#shared/admin-paths.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import type { InquiredUnit } from '#shared/entities/contact.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { UNIT_STATUS_LABELS } from '#shared/i18n/contact-labels.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import type { ContactRow } from '../repositories/contacts.ts';
import type { MailBlock } from './mail-layout.ts';
import type { MailSettings } from './mail-settings.ts';
import { VISITOR_TEXTS } from './visitor-texts.ts';

/**
 * What the emails of an inquiry say of the unit asked about (docs/decisions/018-mail.md), as it
 * is when the inquiry comes in: the mails are composed in the contact's transaction.
 */

/** What a unit is called in `language` where no unit is: one deleted while the inquiry was written. */
const NO_UNIT: Record<Language, string> = { en: 'a unit since deleted', sq: 'një njësi që është fshirë' };

const buildingOf = (unit: InquiredUnit, language: Language) => textsOf(BUILDING, unit, language).title;

/** A unit as an email names it: "B2-07-04 in Tower A" in English, "B2-07-04 në Kulla A" in Albanian. */
export function unitNameOf(unit: InquiredUnit | null, language: Language): string {
  if (!unit) return NO_UNIT[language];
  return `${unit.reference} ${language === 'sq' ? 'në' : 'in'} ${buildingOf(unit, language)}`;
}

/** The team's lines about the unit: its reference, building, sales category and status, in English. */
export function inquiryTeamLines(unit: InquiredUnit | null): [string, string][] {
  if (!unit) return [['Unit', NO_UNIT.en]];
  return [
    ['Unit', unit.reference],
    ['Building', buildingOf(unit, 'en')],
    ['Category', textsOf(CATEGORY, unit, 'en').name],
    ['Status', UNIT_STATUS_LABELS.en[unit.status]],
  ];
}

/** The link to the unit's screen in the admin, for the team; none without a unit. */
export function inquiryUnitLink(unit: InquiredUnit | null, settings: MailSettings): MailBlock | null {
  if (!unit) return null;
  const link = new URL(adminViewPath(UNIT, unit.unitId), settings.adminOrigin).href;
  return { link, label: `Open unit ${unit.reference} in the admin` };
}

/**
 * The visitor's confirmation of an inquiry, in their page's language: its subject, and what it
 * confirms, naming the unit, its building and sales category, with a link to the unit's page.
 */
export function inquiryConfirmation(
  contact: ContactRow,
  settings: MailSettings,
): { subject: string; blocks: MailBlock[] } {
  const { unit, language, reference } = contact;
  const texts = VISITOR_TEXTS[language];
  if (!unit) {
    return {
      subject: texts.inquirySubject(NO_UNIT[language], reference),
      blocks: [{ paragraph: texts.messageReceived }, { lines: [[texts.reference, reference]] }],
    };
  }
  // The admin's origin is the site's address (mail-settings.ts), where the unit's pages are too.
  const page = new URL(localizePath(ROUTES.unit(unit.unitId), language), settings.adminOrigin).href;
  return {
    subject: texts.inquirySubject(unit.reference, reference),
    blocks: [
      { paragraph: texts.inquiryReceived(unit.reference, buildingOf(unit, language)) },
      {
        lines: [
          [texts.reference, reference],
          [texts.unit, unit.reference],
          [texts.building, buildingOf(unit, language)],
          [texts.category, textsOf(CATEGORY, unit, language).name],
        ],
      },
      { link: page, label: texts.seeUnit },
    ],
  };
}
