import { RESOURCES } from '#admin/forms/forms.ts';
import { textIn } from '#admin/i18n/admin-language.ts';
import { titleIn } from '#admin/i18n/item-titles.ts';
import { nounOfKind } from '#admin/i18n/nouns.ts';
import { describeChange } from '#admin/layout/publish-text.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { Entity, EntityAdmin } from '#shared/entities/define-entity.ts';
import { ENTITIES, type EntityKind } from '#shared/entities/entities.ts';
import { MEDIA } from '#shared/entities/media.ts';
import { CONTACT_KIND_LABELS, CONTACT_STATE_LABELS } from '#shared/i18n/contact-labels.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ActivityDetails, ActivityEntry } from '#shared/payloads/activity.ts';
import { RESERVATION_LAPSE } from '#shared/payloads/schedules.ts';
import { comparedFields, labelsOf } from '../history/compared-fields.ts';
import { MEDIA_SCREENS } from '../media/media-screens.ts';

/** The kinds whose items have a view screen, by kind. */
const VIEWED = new Map<string, Entity & { admin: EntityAdmin }>(
  ENTITIES.filter((entity) => 'view' in entity.admin.screens).map((entity) => [entity.kind, entity]),
);

/** Actions after which the entry's item has no screen: it is gone, or the entry names a list. */
const WITHOUT_ITEM = new Set<ActivityEntry['action']>(['delete', 'contact-delete', 'contact-retention', 'reorder']);

/** The screen of an entry's item, while it may still exist: none for a delete, a reorder, or an account. */
export function itemScreen({ kind, entityId, action }: ActivityEntry): string | null {
  const entity = kind === null ? undefined : VIEWED.get(kind);
  if (!entity || entityId === null || WITHOUT_ITEM.has(action)) return null;
  return screenPaths(entity).view(entityId);
}

/**
 * The labels of fields as the kind's form shows them in `language` (an image of the library, as its
 * screen does); a kind without a form names only its focal points.
 */
function fieldLabels(kind: string, names: string[], language: Language): string[] {
  const config = kind === MEDIA.kind ? MEDIA_SCREENS : RESOURCES.get(kind);
  return labelsOf(config ? comparedFields(config, language) : [], names, language);
}

/** An item as the entry's facts name it in `language`: by its title there, else the other's, else by number. */
function itemNamed(entry: ActivityEntry, details: ActivityDetails, language: Language): string {
  const words = textIn(language).activity.what;
  const kind = nounOfKind(entry.kind, language)?.one ?? entry.kind ?? '';
  const title = titleIn(details.titles ?? null, language);
  if (title) return words.titled(kind, title);
  const numbered = words.numbered(kind, entry.entityId ?? 0);
  const parent = details.parent && nounOfKind(details.parent.kind, language);
  return details.parent && parent ? words.within(numbered, parent.of, details.parent.id) : numbered;
}

/**
 * An entry's "What happened" in the admin's `language`, worded from its facts: the item by its
 * title, the fields changed by their form labels, an account's roles by their names. An entry
 * logged before facts were kept shows the API's English summary.
 */
export function activityWhat(entry: ActivityEntry, language: Language): string {
  const { details } = entry;
  if (!details) return entry.summary;
  const t = textIn(language);
  const words = t.activity.what;
  const parts = (...texts: (string | false | undefined)[]) => texts.filter(Boolean).join(', ');
  const noun = nounOfKind(entry.kind, language);
  switch (entry.action) {
    case 'login':
      return parts(words.from(details.ip ?? ''), details.factor && words.withFactor(words.factors[details.factor]));
    case 'factor-add':
    case 'factor-remove': {
      // A removal that names no factor took every factor of the account at once (an admin's, for a lost phone).
      const factor = details.factor
        ? words.factors[details.factor]
        : entry.action === 'factor-remove' && words.everyFactor;
      return parts(words.account(details.username ?? ''), factor);
    }
    case 'factor-rule':
      return details.factorRule ? words.factorRule[details.factorRule] : entry.summary;
    case 'password-reset':
    case 'session-end':
      return parts(words.account(details.username ?? ''), details.ip && words.from(details.ip));
    case 'login-failed':
      return words.loginFailed(
        details.username ?? entry.actor,
        details.ip ?? '',
        words.failures[details.loginFailure ?? 'no-account'],
      );
    case 'password-change':
    case 'recovery-codes-new':
    case 'account-create':
    case 'account-roles':
    case 'account-disable':
    case 'account-enable':
    case 'account-unlock':
    case 'account-password':
    case 'account-delete': {
      const roles = details.roles?.map((role) => t.accounts.roles[role].name).join(', ');
      return parts(words.account(details.username ?? ''), roles && words.roles(roles));
    }
    case 'contact-state':
    case 'contact-note':
    case 'contact-delete': {
      const kind = CONTACT_KIND_LABELS[language][details.application ? 'application' : 'message'];
      const contact = words.contact(kind, details.reference ?? '');
      const state = details.state && words.state(CONTACT_STATE_LABELS[language][details.state]);
      const deleted = entry.action === 'contact-delete' && (details.application ? words.deletedWithCv : words.deleted);
      return parts(contact, state, deleted);
    }
    case 'contact-retention':
      return words.retention(details.count ?? 0, tiranaTime(details.before ?? entry.at, language), details.days ?? 0);
    case 'reorder': {
      const many = noun?.many ?? entry.kind ?? '';
      const parent = details.parent && nounOfKind(details.parent.kind, language);
      return details.parent && parent ? words.within(many, parent.of, details.parent.id) : many;
    }
    case 'publish-failed': {
      const { kind, entityId } = entry;
      const operation = details.operation ?? 'update';
      // A publish failure is always of an entity's change: its kind is one of the outbox's.
      const change = describeChange(
        { kind: kind as EntityKind, entityId: entityId ?? 0, operation, titles: null },
        language,
      );
      return words.failed(change, details.eventId ?? 0, details.error ?? '');
    }
    case 'schedule':
    case 'unschedule':
    case 'schedule-failed': {
      const when = details.scheduledFor && tiranaTime(details.scheduledFor, language);
      const publishing = details.scheduleAction === 'publish';
      // A reservation's end is only ever `schedule-failed`: the unit's own writes set and remove it.
      const lapsing = details.scheduleAction === RESERVATION_LAPSE;
      const what =
        entry.action === 'unschedule'
          ? publishing
            ? words.publishUnscheduled
            : words.unpublishUnscheduled
          : when &&
            (publishing ? words.toPublish(when) : lapsing ? words.toMakeAvailable(when) : words.toUnpublish(when));
      return parts(itemNamed(entry, details, language), what, details.error);
    }
    default: {
      const fields = details.fields && fieldLabels(entry.kind ?? '', details.fields, language).join(', ');
      return parts(
        itemNamed(entry, details, language),
        details.version !== undefined && words.version(details.version),
        details.fromTrash && words.fromTrash,
        fields && words.fields(fields),
        details.scheduledFor && words.asScheduled(tiranaTime(details.scheduledFor, language)),
      );
    }
  }
}
