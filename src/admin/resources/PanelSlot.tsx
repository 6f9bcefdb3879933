import type { ComponentType } from 'react';

/** The panels of one slot of an item's screen (panels.ts), in their order, each given the same props. */
export default function PanelSlot<Props extends object>({
  panels,
  props,
}: {
  panels: readonly ComponentType<Props>[];
  props: Props;
}) {
  return panels.map((Panel, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a kind's panels are fixed when its routes are made, so a place is one panel.
    <Panel key={index} {...props} />
  ));
}
