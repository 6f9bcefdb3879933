import { type CSSProperties, type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { Zone, ZoneCorner } from '#shared/entities/facade-zones.ts';
import {
  addCorner,
  BIG_CORNER_STEP,
  CORNER_STEP,
  isWhole,
  moveCorner,
  moveZone,
  percentOf,
  placeCorner,
  removeCorner,
} from './zone-edits.ts';

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** A picture's size in its own pixels, which the zones' SVG spans. */
export interface CanvasImage {
  url: string;
  width: number;
  height: number;
}

interface Props {
  image: CanvasImage;
  /** What the zone being edited is of: "Floor 7", "A-07-02". */
  name: string;
  /** The picture's other zones, drawn quietly for reference. */
  others: { key: string; zone: Zone }[];
  zone: Zone;
  /** Whether a click on the picture adds a corner (a zone being drawn). */
  drawing: boolean;
  onChange: (zone: Zone) => void;
  /** A zone being drawn is closed: its first corner clicked, or Enter pressed. */
  onFinish: () => void;
  /** The corner last focused, after which "Add a corner" adds one. */
  onCornerFocus: (index: number) => void;
}

type Drag = { kind: 'corner'; index: number; moved: boolean } | { kind: 'zone'; from: ZoneCorner; zone: Zone };

const pointsOf = (zone: Zone, { width, height }: CanvasImage) =>
  zone.map(([x, y]) => `${x * width},${y * height}`).join(' ');

/**
 * A picture with a zone drawn on it, edited by pointer (a click adds a corner while drawing; a
 * corner or the zone itself drags) and by keyboard: each corner is a button that the arrow keys
 * move (Shift: ten times as far) and Delete removes; the zone itself, focused, moves whole.
 */
export default function ZoneCanvas({ image, name, others, zone, drawing, onChange, onFinish, onCornerFocus }: Props) {
  const words = useAdminText().facade;
  const frame = useRef<HTMLDivElement>(null);
  const corners = useRef<(HTMLButtonElement | null)[]>([]);
  const drag = useRef<Drag | null>(null);
  const focusAfter = useRef<number | null>(null);

  useEffect(() => {
    if (focusAfter.current === null) return;
    corners.current[focusAfter.current]?.focus();
    focusAfter.current = null;
  });

  /** Where a pointer is, as fractions of the picture. */
  function cornerAt(event: PointerEvent): ZoneCorner | null {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height];
  }

  function onFramePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!drawing || (event.target as Element).closest('.zone-canvas__corner')) return;
    const at = cornerAt(event);
    if (at) onChange(addCorner(zone, null, at));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    const at = cornerAt(event);
    if (!current || !at) return;
    if (current.kind === 'corner') {
      current.moved = true;
      onChange(placeCorner(zone, current.index, at));
    } else {
      onChange(moveZone(current.zone, at[0] - current.from[0], at[1] - current.from[1]));
    }
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    // Clicking the first corner closes a zone being drawn.
    if (drawing && current?.kind === 'corner' && current.index === 0 && !current.moved && isWhole(zone)) onFinish();
  }

  function startDrag(event: PointerEvent<Element>, next: Drag) {
    event.stopPropagation();
    frame.current?.setPointerCapture(event.pointerId);
    drag.current = next;
  }

  function onCornerKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = MOVES[event.key];
    const step = event.shiftKey ? BIG_CORNER_STEP : CORNER_STEP;
    if (move) {
      event.preventDefault();
      onChange(moveCorner(zone, index, move[0] * step, move[1] * step));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const fewer = drawing ? zone.filter((_, at) => at !== index) : removeCorner(zone, index);
      focusAfter.current = Math.max(0, Math.min(index, fewer.length - 1));
      onChange(fewer);
    } else if (event.key === 'Enter' && drawing && isWhole(zone)) {
      event.preventDefault();
      onFinish();
    }
  }

  function onZoneKey(event: KeyboardEvent<SVGPolygonElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_CORNER_STEP : CORNER_STEP;
    onChange(moveZone(zone, move[0] * step, move[1] * step));
  }

  return (
    <div
      ref={frame}
      className="zone-canvas"
      data-drawing={drawing ? '' : undefined}
      style={
        {
          aspectRatio: `${image.width} / ${image.height}`,
          '--zone-canvas-ratio': image.width / image.height,
        } as CSSProperties
      }
      onPointerDown={onFramePointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <img src={image.url} alt="" draggable={false} width={image.width} height={image.height} />
      <svg viewBox={`0 0 ${image.width} ${image.height}`} preserveAspectRatio="none">
        <title>{words.canvas(name)}</title>
        {others.map((other) => (
          <polygon key={other.key} className="zone-canvas__other" points={pointsOf(other.zone, image)} />
        ))}
        {isWhole(zone) && !drawing ? (
          // biome-ignore lint/a11y/useSemanticElements: an SVG polygon is the zone itself; no HTML element can take its shape.
          <polygon
            className="zone-canvas__zone"
            points={pointsOf(zone, image)}
            tabIndex={0}
            role="button"
            aria-label={words.zone(name)}
            onKeyDown={onZoneKey}
            onPointerDown={(event) => startDrag(event, { kind: 'zone', from: cornerAt(event) ?? [0, 0], zone })}
          />
        ) : (
          <polyline className="zone-canvas__zone zone-canvas__zone--open" points={pointsOf(zone, image)} />
        )}
      </svg>
      {zone.map(([x, y], index) => (
        <button
          // Corners have no identity but their place in the zone.
          // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its index.
          key={index}
          ref={(element) => {
            corners.current[index] = element;
          }}
          type="button"
          className="zone-canvas__corner"
          style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
          aria-label={words.corner(index + 1, zone.length, percentOf(x), percentOf(y))}
          onFocus={() => onCornerFocus(index)}
          onKeyDown={(event) => onCornerKey(event, index)}
          onPointerDown={(event) => startDrag(event, { kind: 'corner', index, moved: false })}
        />
      ))}
    </div>
  );
}
