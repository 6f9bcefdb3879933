import type { ReactNode } from 'react';
import ChangesNotice from '#admin/features/changes/ChangesNotice.tsx';
import EditingChanges from '#admin/features/changes/EditingChanges.tsx';
import LivePreviewBeside from '#admin/features/live-preview/LivePreviewBeside.tsx';
import EditingNow from '#admin/features/presence/EditingNow.tsx';
import ItemSchedule from '#admin/features/schedule/ItemSchedule.tsx';
import SearchPreview from '#admin/features/search-preview/SearchPreview.tsx';
import UnitPrices from '#admin/features/units/UnitPrices.tsx';
import { useAdminLanguage } from '#admin/i18n/admin-language.ts';
import type { FormPanelProps, ItemPanels, ViewPanelProps } from '#admin/resources/panels.ts';
import type { ResourceConfig } from '#admin/resources/resource.ts';
import type { EntityKind } from '#shared/entities/entities.ts';
import { PreviewKindSchema } from '#shared/payloads/preview.ts';
import PartLinks, { partsOf } from './PartLinks.tsx';

type AnyConfig = ResourceConfig<Record<string, unknown>>;

/** Who else has the item open, once it exists. */
function Presence({ config, id }: FormPanelProps) {
  const { item } = config.nouns[useAdminLanguage()];
  return id === null ? null : <EditingNow kind={config.entity.kind as EntityKind} id={id} item={item} />;
}

/** That the form holds the item's unpublished changes, when it opened on them. */
function EditedChanges({ config, draft }: FormPanelProps) {
  return draft && <EditingChanges config={config} draft={draft} />;
}

/** The item as a search result and a shared link would show it. */
function SearchAndSharing({ config, control, item, chosenFiles, pickedMedia }: FormPanelProps) {
  return (
    <SearchPreview config={config} control={control} item={item} chosenFiles={chosenFiles} pickedMedia={pickedMedia} />
  );
}

/** The item's page as it is typed, beside the form. */
function LivePreview({
  config,
  id,
  control,
  chosenFiles,
  pickedMedia,
  children,
}: FormPanelProps & { children: ReactNode }) {
  return (
    <LivePreviewBeside
      kind={config.entity.kind}
      id={id}
      control={control}
      rows={config.rows}
      chosenFiles={chosenFiles}
      pickedMedia={pickedMedia}
    >
      {children}
    </LivePreviewBeside>
  );
}

/** Links to the lists of the item's parts (a building's units). */
function Parts({ config, id }: ViewPanelProps) {
  return <PartLinks kind={config.entity.kind} id={id} />;
}

/** A published item's unpublished changes, to publish or discard. */
function UnpublishedChanges({ config, id, item, changes }: ViewPanelProps) {
  return changes && !config.isDraft(item) && <ChangesNotice config={config} id={id} changes={changes} />;
}

/** When the item is to be published or taken off the site. */
function Schedule({ config, id, item, changes }: ViewPanelProps) {
  return (
    <ItemSchedule
      kind={config.entity.kind}
      id={id}
      draft={config.isDraft(item)}
      changes={Boolean(changes?.data.draft)}
    />
  );
}

/** A unit's prices over time, from its history. */
function Prices({ id }: ViewPanelProps) {
  return <UnitPrices id={id} />;
}

/**
 * The panels of a kind's item screens, from what its descriptor says it has: every item shows who
 * else edits it; drafts bring the unpublished changes and the schedule, and with pages the live
 * preview; texts for search engines bring their preview; kinds whose items are parts of this
 * one's (`partOf`) bring links to them. A unit's prices are a unit's own.
 */
export function panelsOf(config: AnyConfig): ItemPanels {
  const { entity, api } = config;
  const only = <P,>(has: unknown, panel: P) => (has ? [panel] : []);
  return {
    form: {
      status: [Presence],
      notices: only(api.changes, EditedChanges),
      afterFields: only(entity.texts?.searchDescription, SearchAndSharing),
      beside: PreviewKindSchema.safeParse(entity.kind).success ? LivePreview : null,
    },
    view: {
      actions: only(partsOf(entity.kind).length > 0, Parts),
      notices: [...only(api.changes, UnpublishedChanges), ...only(api.publication, Schedule)],
      beforeFields: only(entity.kind === 'unit', Prices),
    },
  };
}
