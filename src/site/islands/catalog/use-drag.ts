import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import type { Position } from './view.ts';

/** How far one arrow key press moves zoomed pages, in CSS pixels. */
const KEY_PAN_PX = 48;

const KEY_STEPS: Record<string, Position> = {
  ArrowLeft: { x: KEY_PAN_PX, y: 0 },
  ArrowRight: { x: -KEY_PAN_PX, y: 0 },
  ArrowUp: { x: 0, y: KEY_PAN_PX },
  ArrowDown: { x: 0, y: -KEY_PAN_PX },
};

/**
 * Moves zoomed pages: by dragging with any pointer, or with Shift and the arrow keys for those who
 * cannot drag (WCAG 2.5.7). Does nothing while `enabled` is false (zoom at or below 1).
 */
export function useDrag(enabled: boolean, position: Position, onMove: (position: Position) => void) {
  const start = useRef<{ pointerId: number; x: number; y: number; from: Position } | null>(null);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!enabled || event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: position };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const drag = start.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      onMove({ x: drag.from.x + event.clientX - drag.x, y: drag.from.y + event.clientY - drag.y });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId === event.pointerId) start.current = null;
    },
    onPointerCancel() {
      start.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = KEY_STEPS[event.key];
      if (!enabled || !event.shiftKey || !step) return;
      // Keeps the dialog's own arrow keys (previous and next catalogue) from firing too.
      event.preventDefault();
      event.stopPropagation();
      onMove({ x: position.x + step.x, y: position.y + step.y });
    },
  };
}
