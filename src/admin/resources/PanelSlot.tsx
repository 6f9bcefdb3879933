import type { ComponentType } from 'react';

/** The panels of one slot of an item's screen (panels.ts), in their order, each given the same props. */
export default function PanelSlot<Props extends object>({
  panels,
  props,
}: {
  panels: readonly ComponentType<Props>[];
  props: Props;
}) {
  return panels.map((Panel) => <Panel key={Panel.displayName ?? Panel.name} {...props} />);
}
