import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { FOCAL_CENTRE, FOCAL_POINT_MAX, objectPositionOf } from '#shared/domain-values.ts';

export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * The crops the site makes of an image, by their aspect ratio (width / height): the tallest card
 * (CategoryCard.astro's 4:5), the gallery and most cards (GalleryCarousel.css, cards.css: 3:2), and
 * a page's banner (PageHero.astro: the full width by about 78% of the screen's height) on a phone
 * and on a wide screen.
 */
const CROPS = [
  { name: 'card', ratio: 4 / 5 },
  { name: 'gallery', ratio: 3 / 2 },
  { name: 'heroPhone', ratio: 9 / 16 },
  { name: 'heroWide', ratio: 2 },
] as const;

const STEP = 1;
const BIG_STEP = 10;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (value: number) => Math.min(FOCAL_POINT_MAX, Math.max(0, Math.round(value * 10) / 10));

/**
 * Where an image's subject is, set by clicking (or dragging) on the image, or by keyboard on the
 * point itself, a slider with both axes in its value; beside it, the crops the site makes of the
 * image, each keeping the point in view, which follow it at once. Its size never depends on the
 * point, so nothing around it moves while it is used.
 */
export default function FocalPointPicker({
  url,
  label,
  point,
  onChange,
}: {
  url: string;
  /** The image field's label. */
  label: string;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
}) {
  const words = useAdminText().focalPoint;
  const helpId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const objectPosition = objectPositionOf(point) ?? `${FOCAL_CENTRE.x}% ${FOCAL_CENTRE.y}%`;
  // A chosen file the browser cannot show (the API will refuse it) has no point to set.
  const [unreadable, setUnreadable] = useState<string | null>(null);

  function pointAt(event: PointerEvent<HTMLDivElement>) {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onChange({ x: clamp(point.x + move[0] * step), y: clamp(point.y + move[1] * step) });
  }

  if (unreadable === url) return null;
  return (
    <div className="focal-point">
      <p className="focal-point__title">{words.title}</p>
      <p id={helpId} className="admin-field__hint">
        {words.help}
      </p>
      <div className="focal-point__body">
        <div
          ref={frame}
          className="focal-point__frame"
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.preventDefault();
            event.currentTarget.setPointerCapture(event.pointerId);
            pointAt(event);
            marker.current?.focus();
          }}
          onPointerMove={(event) => {
            if (event.currentTarget.hasPointerCapture(event.pointerId)) pointAt(event);
          }}
        >
          <img className="focal-point__image" src={url} alt="" draggable={false} onError={() => setUnreadable(url)} />
          <div
            ref={marker}
            className="focal-point__marker"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
            role="slider"
            tabIndex={0}
            aria-label={words.of(label)}
            aria-describedby={helpId}
            aria-valuemin={0}
            aria-valuemax={FOCAL_POINT_MAX}
            aria-valuenow={point.x}
            aria-valuetext={words.value(point.x, point.y)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="focal-point__side">
          <p className="focal-point__value" aria-hidden="true">
            {words.value(point.x, point.y)}
          </p>
          <button
            type="button"
            className="admin-text-button"
            disabled={point.x === FOCAL_CENTRE.x && point.y === FOCAL_CENTRE.y}
            onClick={() => onChange({ ...FOCAL_CENTRE })}
          >
            {words.centre}
          </button>
        </div>
      </div>
      <p className="focal-point__crops-title">{words.crops}</p>
      <div className="focal-point__crops">
        <ul>
          {CROPS.map((crop) => (
            <li key={crop.name} className="focal-point__crop" data-crop={crop.name}>
              <img src={url} alt="" style={{ aspectRatio: String(crop.ratio), objectPosition }} />
              <span>{words.cropNames[crop.name]}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
