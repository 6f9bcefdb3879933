/**
 * Renders the demo sales catalogues as small vector PDFs with pdf-lib: a cover with an
 * illustration, two to four floor plans (apartments, service units or a parking level) and
 * a units table. Everything derives from `seed`, so a catalogue is the same on every run.
 */
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { mulberry32 } from './random.ts';

export interface CatalogPdfOptions {
  title: string;
  titleSq: string;
  buildingTitle: string;
  address: string;
  categoryId: number;
  layout: 'P' | 'L';
  units: number;
  seed: number;
}

type Status = 'available' | 'reserved' | 'sold';

interface Unit {
  code: string;
  floorShort: string;
  /** "2+1" for apartments, "1 + WC" for service units, the bay size for car posts. */
  rooms: string;
  beds: number;
  area: number;
  orientation: string;
  status: Status;
}

/** A unit placed on a floor plan, in metres from the plan's top-left corner. */
interface PlacedUnit {
  unit: Unit;
  x: number;
  y: number;
  w: number;
  d: number;
  /** Which long side is the façade (balcony, shopfront) or, for bays, the aisle. */
  front: 'top' | 'bottom';
}

interface FloorPlan {
  label: string;
  /** Floor number: 0 is the ground floor, negative numbers are basement levels. */
  level: number;
  length: number;
  depth: number;
  units: PlacedUnit[];
  /** Parking bays drawn for context but not offered in this catalogue. */
  otherBays: { x: number; y: number; w: number; number: number }[];
}

const A4: readonly [number, number] = [595.28, 841.89];
const MARGIN = 40;

const hex = (h: string): RGB => {
  const n = Number.parseInt(h.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

const C = {
  ink: hex('#2a2623'),
  muted: hex('#7a7068'),
  line: hex('#d9d0c4'),
  paper: hex('#faf7f2'),
  panel: hex('#f2ece3'),
  accent: hex('#b65f3b'),
  bronze: hex('#a8693f'),
  white: rgb(1, 1, 1),
  floor: hex('#f3ece1'),
  wet: hex('#e5ecee'),
  glass: hex('#d5e4ea'),
};

const STATUS: Record<Status, { label: string; fill: RGB; dot: RGB }> = {
  available: { label: 'Available / E lirë', fill: hex('#dfe9d6'), dot: hex('#5f8a4f') },
  reserved: { label: 'Reserved / E rezervuar', fill: hex('#f5e3c4'), dot: hex('#c98a2e') },
  sold: { label: 'Sold / E shitur', fill: hex('#e7dcd6'), dot: hex('#9b4a3a') },
};

const CATEGORY_NAMES: Record<number, string> = {
  1: 'Apartment / Apartament',
  2: 'Service Unit / Njësi Shërbimi',
  3: 'Car Post / Vend Parkimi',
};

// ---------------------------------------------------------------------------------------------
// Text safety
// ---------------------------------------------------------------------------------------------

/** The non-Latin-1 characters Windows-1252 (WinAnsi) still encodes. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '\u00a0': ' ',
};

/** Zero-width joiners and variation selectors only style emoji; dropping them avoids a stray '?'. */
function isInvisible(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x200b && code <= 0x200d) || (code >= 0xfe00 && code <= 0xfe0f);
}

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch);
}

/**
 * Makes any string drawable with the standard PDF fonts, which only know WinAnsi: known symbols
 * get ASCII stand-ins, accented letters fall back to their base letter (ő -> o), the rest to '?'.
 */
export function sanitizePdfText(text: string): string {
  let out = '';
  const cleaned = text.normalize('NFC').replace(/[\t\r\n]+/g, ' ');
  for (const ch of cleaned) {
    if (isInvisible(ch)) continue;
    if (isWinAnsi(ch)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Drawing surface with top-left coordinates
// ---------------------------------------------------------------------------------------------

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  align?: 'left' | 'center' | 'right';
  maxWidth?: number;
}

/** pdf-lib draws from the bottom-left; every drawing here thinks top-down like the SVG pictures. */
class Sheet {
  readonly page: PDFPage;
  readonly w: number;
  readonly h: number;
  readonly regular: PDFFont;
  readonly bold: PDFFont;

  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont) {
    this.page = page;
    this.w = page.getWidth();
    this.h = page.getHeight();
    this.regular = regular;
    this.bold = bold;
  }

  rect(x: number, y: number, w: number, h: number, fill?: RGB, stroke?: RGB, width = 1, opacity = 1): void {
    this.page.drawRectangle({
      x,
      y: this.h - y - h,
      width: w,
      height: h,
      ...(fill ? { color: fill, opacity } : {}),
      ...(stroke ? { borderColor: stroke, borderWidth: width } : { borderWidth: 0 }),
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, color: RGB, thickness = 1, dash?: number[]): void {
    this.page.drawLine({
      start: { x: x1, y: this.h - y1 },
      end: { x: x2, y: this.h - y2 },
      color,
      thickness,
      ...(dash ? { dashArray: dash } : {}),
    });
  }

  circle(x: number, y: number, r: number, fill?: RGB, stroke?: RGB, width = 1, opacity = 1): void {
    this.page.drawEllipse({
      x,
      y: this.h - y,
      xScale: r,
      yScale: r,
      ...(fill ? { color: fill, opacity } : {}),
      ...(stroke ? { borderColor: stroke, borderWidth: width } : {}),
    });
  }

  /** An SVG path in page coordinates (y down). */
  path(d: string, fill?: RGB, stroke?: RGB, width = 1, opacity = 1): void {
    this.page.drawSvgPath(d, {
      x: 0,
      y: this.h,
      ...(fill ? { color: fill, opacity } : {}),
      ...(stroke ? { borderColor: stroke, borderWidth: width } : {}),
    });
  }

  textWidth(text: string, style: TextStyle = {}): number {
    return (style.bold ? this.bold : this.regular).widthOfTextAtSize(sanitizePdfText(text), style.size ?? 10);
  }

  /** Draws one line of text with its baseline at y; long text shrinks to fit `maxWidth`. */
  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    const font = style.bold ? this.bold : this.regular;
    const safe = sanitizePdfText(text);
    let size = style.size ?? 10;
    if (style.maxWidth) while (size > 3.5 && font.widthOfTextAtSize(safe, size) > style.maxWidth) size -= 0.25;
    const width = font.widthOfTextAtSize(safe, size);
    const left = style.align === 'center' ? x - width / 2 : style.align === 'right' ? x - width : x;
    this.page.drawText(safe, { x: left, y: this.h - y, size, font, color: style.color ?? C.ink });
  }
}

// ---------------------------------------------------------------------------------------------
// Deterministic data
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

function pickStatus(rng: Rng): Status {
  const r = rng();
  return r < 0.55 ? 'available' : r < 0.75 ? 'reserved' : 'sold';
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The item at `index`, wrapping around. */
function cycle<T>(items: readonly T[], index: number): T {
  const item = items[((Math.floor(index) % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}

/** Splits `total` units over `floors` floors as evenly as possible, lower floors first. */
function spread(total: number, floors: number): number[] {
  return Array.from({ length: floors }, (_, i) => Math.floor(total / floors) + (i < total % floors ? 1 : 0));
}

/** Lays a row of widths out left to right from x0, stretched so the row ends at `end`. */
function row(widths: number[], x0: number, end: number): { x: number; w: number }[] {
  const sum = widths.reduce((a, b) => a + b, 0) || 1;
  const k = (end - x0) / sum;
  let x = x0;
  return widths.map((w) => {
    const out = { x, w: w * k };
    x += w * k;
    return out;
  });
}

const CORE = 6;

const COMPASS_SQ: Record<string, string> = { N: 'V', S: 'J', E: 'L', W: 'P' };

/** "NW" becomes "NW / VP": the compass in English and Albanian. */
function orientation(code: string): string {
  return `${code} / ${[...code].map((c) => COMPASS_SQ[c] ?? c).join('')}`;
}

function apartmentFloor(rng: Rng, floor: number, count: number): FloorPlan {
  const n = Math.max(2, count);
  const beds = Array.from({ length: n }, () => cycle([1, 2, 2, 3], Math.floor(rng() * 4)));
  const widths = beds.map((b) => 6.6 + 2.9 * b);
  const topCount = Math.ceil(n / 2);
  const sumTop = widths.slice(0, topCount).reduce((a, b) => a + b, 0);
  const sumBottom = widths.slice(topCount).reduce((a, b) => a + b, 0);
  const length = CORE + Math.max(sumTop, sumBottom);
  const depth = 8.5;
  const corridor = 2;
  const top = row(widths.slice(0, topCount), CORE, length);
  const bottom = row(widths.slice(topCount), CORE, length);
  const units: PlacedUnit[] = [];
  const place = (slots: { x: number; w: number }[], offset: number, front: 'top' | 'bottom', y: number) => {
    slots.forEach((slot, i) => {
      const index = offset + i;
      if (index >= count) return;
      const end = i === 0 ? 'W' : i === slots.length - 1 ? 'E' : '';
      const b = cycle(beds, index);
      units.push({
        unit: {
          code: `A-${floor}${String(index + 1).padStart(2, '0')}`,
          floorShort: String(floor),
          rooms: `${b}+1`,
          beds: b,
          area: round1(slot.w * depth),
          orientation: orientation(`${front === 'top' ? 'N' : 'S'}${end}`),
          status: pickStatus(rng),
        },
        x: slot.x,
        y,
        w: slot.w,
        d: depth,
        front,
      });
    });
  };
  place(top, 0, 'top', 0);
  place(bottom, topCount, 'bottom', depth + corridor);
  return {
    label: `Floor ${floor} / Kati ${floor}`,
    level: floor,
    length,
    depth: depth * 2 + corridor,
    units,
    otherBays: [],
  };
}

function serviceFloor(rng: Rng, floor: number, count: number): FloorPlan {
  const n = Math.max(2, count);
  const areas = Array.from({ length: n }, () => 45 + Math.floor(rng() * 12) * 10);
  const depth = 12;
  const widths = areas.map((a) => a / depth);
  const twoRows = n > 4;
  const topCount = twoRows ? Math.floor(n / 2) : 0;
  const bottomWidths = widths.slice(topCount);
  const length =
    CORE +
    Math.max(
      bottomWidths.reduce((a, b) => a + b, 0),
      widths.slice(0, topCount).reduce((a, b) => a + b, 0),
    );
  const arcade = 4;
  const units: PlacedUnit[] = [];
  const prefix = floor === 0 ? 'G' : String(floor);
  const add = (slots: { x: number; w: number }[], offset: number, front: 'top' | 'bottom', y: number) => {
    slots.forEach((slot, i) => {
      const index = offset + i;
      if (index >= count) return;
      units.push({
        unit: {
          code: `S-${prefix}${String(index + 1).padStart(2, '0')}`,
          floorShort: floor === 0 ? 'G / P' : String(floor),
          rooms: '1 + WC',
          beds: 0,
          area: round1(slot.w * depth),
          orientation: orientation(front === 'bottom' ? 'S' : 'N'),
          status: pickStatus(rng),
        },
        x: slot.x,
        y,
        w: slot.w,
        d: depth,
        front,
      });
    });
  };
  add(row(widths.slice(0, topCount), CORE, length), 0, 'top', 0);
  add(row(bottomWidths, CORE, length), topCount, 'bottom', twoRows ? depth + arcade : 0);
  const label = floor === 0 ? 'Ground floor / Kati përdhe' : `Floor ${floor} / Kati ${floor}`;
  return { label, level: floor, length, depth: twoRows ? depth * 2 + arcade : depth + arcade, units, otherBays: [] };
}

const BAY_W = 2.5;
const BAY_L = 5;
const AISLE = 6;
const RAMP = 8;

/** A basement level: a row of bays either side of one aisle; bays beyond the listed ones stay grey. */
function parkingFloor(rng: Rng, level: number, count: number): FloorPlan {
  const perRow = Math.max(10, Math.ceil(count / 2));
  const length = CORE + 1 + perRow * BAY_W + 1 + RAMP;
  const units: PlacedUnit[] = [];
  const otherBays: FloorPlan['otherBays'] = [];
  for (let i = count; i < perRow * 2; i++) {
    const topRow = i < perRow;
    const slot = topRow ? i : i - perRow;
    otherBays.push({
      x: CORE + 1 + slot * BAY_W + (slot > 0 ? 1 : 0),
      y: topRow ? 0 : BAY_L + AISLE,
      w: slot === 0 ? 3.5 : BAY_W,
      number: i + 1,
    });
  }
  for (let i = 0; i < count; i++) {
    const topRow = i < perRow;
    const slot = topRow ? i : i - perRow;
    // The first bay by the core is the accessible one.
    const wide = slot === 0;
    units.push({
      unit: {
        code: `P${-level}-${String(i + 1).padStart(2, '0')}`,
        floorShort: String(level),
        rooms: wide ? '3.5 × 5.0 m' : '2.5 × 5.0 m',
        beds: 0,
        area: wide ? 17.5 : 12.5,
        orientation: '—',
        status: pickStatus(rng),
      },
      x: CORE + 1 + slot * BAY_W + (slot > 0 ? 1 : 0),
      y: topRow ? 0 : BAY_L + AISLE,
      w: wide ? 3.5 : BAY_W,
      d: BAY_L,
      front: topRow ? 'bottom' : 'top',
    });
  }
  return { label: `Level ${level} / Niveli ${level}`, level, length, depth: BAY_L * 2 + AISLE, units, otherBays };
}

function buildFloors(options: CatalogPdfOptions, rng: Rng): FloorPlan[] {
  const units = Math.max(0, Math.floor(options.units));
  const pages = Math.min(4, Math.max(2, Math.ceil(units / 6)));
  const counts = spread(units, pages);
  return counts.map((count, i) => {
    if (options.categoryId === 3) return parkingFloor(rng, -(i + 1), count);
    if (options.categoryId === 2) return serviceFloor(rng, i, count);
    return apartmentFloor(rng, i + 2, count);
  });
}

// ---------------------------------------------------------------------------------------------
// Page furniture
// ---------------------------------------------------------------------------------------------

function footer(sheet: Sheet, building: string, n: number, total: number, left = MARGIN): void {
  const y = sheet.h - 26;
  sheet.line(left, y - 12, sheet.w - MARGIN, y - 12, C.line, 0.6);
  sheet.text(building, left, y, { size: 7.5, color: C.muted, maxWidth: (sheet.w - left) / 2 - 40 });
  sheet.text('Tirana Group', (left + sheet.w - MARGIN) / 2 + 30, y, {
    size: 7.5,
    color: C.muted,
    align: 'center',
    bold: true,
  });
  sheet.text(`${n} / ${total}`, sheet.w - MARGIN, y, { size: 7.5, color: C.muted, align: 'right' });
}

function pageHeader(sheet: Sheet, kicker: string, title: string, subtitle: string): number {
  sheet.rect(0, 0, sheet.w, 6, C.accent);
  sheet.text(kicker.toUpperCase(), MARGIN, 40, { size: 7.5, bold: true, color: C.accent });
  sheet.text(title, MARGIN, 62, { size: 18, bold: true, maxWidth: sheet.w - MARGIN * 2 });
  sheet.text(subtitle, MARGIN, 78, { size: 9, color: C.muted, maxWidth: sheet.w - MARGIN * 2 });
  sheet.line(MARGIN, 90, sheet.w - MARGIN, 90, C.line, 0.8);
  return 104;
}

function logo(sheet: Sheet, x: number, y: number, scale = 1): void {
  for (let i = 0; i < 3; i++)
    sheet.rect(
      x + i * 7 * scale,
      y - (10 + i * 5) * scale,
      5 * scale,
      (10 + i * 5) * scale,
      i === 1 ? C.accent : C.ink,
    );
  sheet.text('Tirana Group', x + 26 * scale, y - 2 * scale, { size: 13 * scale, bold: true });
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r},${y} H${x + w - r} A${r},${r} 0 0 1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h} H${x + r} A${r},${r} 0 0 1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0 1 ${x + r},${y} Z`;
}

function northArrow(sheet: Sheet, x: number, y: number): void {
  sheet.circle(x, y, 13, undefined, C.ink, 0.8);
  sheet.path(`M${x},${y - 11} L${x + 5},${y + 7} L${x},${y + 3} L${x - 5},${y + 7} Z`, C.ink);
  sheet.text('N', x, y - 16, { size: 7, bold: true, align: 'center' });
}

function scaleBar(sheet: Sheet, x: number, y: number, ptPerM: number): void {
  const step = ptPerM * 5 > 60 ? 2 : 5;
  for (let i = 0; i < 4; i++)
    sheet.rect(x + i * step * ptPerM, y, step * ptPerM, 4, i % 2 ? C.white : C.ink, C.ink, 0.6);
  for (let i = 0; i <= 4; i += 2)
    sheet.text(String(i * step), x + i * step * ptPerM, y + 13, { size: 6.5, align: 'center', color: C.muted });
  sheet.text('m', x + 4 * step * ptPerM + 6, y + 5, { size: 6.5, color: C.muted });
}

function dimension(sheet: Sheet, x1: number, y1: number, x2: number, y2: number, label: string): void {
  sheet.line(x1, y1, x2, y2, C.muted, 0.5);
  for (const [x, y] of [
    [x1, y1],
    [x2, y2],
  ] as const)
    sheet.line(x - 3, y + 3, x + 3, y - 3, C.ink, 0.9);
  const horizontal = Math.abs(x2 - x1) > Math.abs(y2 - y1);
  if (horizontal) sheet.text(label, (x1 + x2) / 2, y1 - 3, { size: 6.5, align: 'center', color: C.muted });
  else sheet.text(label, x1 - 4, (y1 + y2) / 2 + 2, { size: 6.5, align: 'right', color: C.muted });
}

function statusLegend(sheet: Sheet, x: number, y: number): void {
  let cx = x;
  for (const status of ['available', 'reserved', 'sold'] as const) {
    sheet.rect(cx, y - 7, 10, 8, STATUS[status].fill, STATUS[status].dot, 0.6);
    sheet.text(STATUS[status].label, cx + 14, y, { size: 7, color: C.muted });
    cx += 14 + sheet.textWidth(STATUS[status].label, { size: 7 }) + 16;
  }
}

// ---------------------------------------------------------------------------------------------
// Cover
// ---------------------------------------------------------------------------------------------

/** A sky gradient as thin bands: pdf-lib has no shading API and bands cost a few hundred bytes. */
function gradientBands(
  sheet: Sheet,
  x: number,
  y: number,
  w: number,
  h: number,
  top: RGB,
  bottom: RGB,
  bands = 28,
): void {
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const c = rgb(
      top.red + (bottom.red - top.red) * t,
      top.green + (bottom.green - top.green) * t,
      top.blue + (bottom.blue - top.blue) * t,
    );
    sheet.rect(x, y + (h * i) / bands, w, h / bands + 0.6, c);
  }
}

function ridgePath(rng: Rng, x: number, w: number, base: number, amp: number): string {
  const phase = rng() * 6;
  let d = `M${x},${base + amp}`;
  for (let i = 0; i <= 24; i++) {
    const px = x + (w * i) / 24;
    const py = base - amp * (0.55 + 0.3 * Math.sin(i / 3.1 + phase) + 0.15 * Math.sin(i / 1.3 + phase * 2));
    d += ` L${px.toFixed(1)},${py.toFixed(1)}`;
  }
  return `${d} L${x + w},${base + amp} Z`;
}

function tower(sheet: Sheet, x: number, ground: number, w: number, floors: number, floorH: number, rng: Rng): void {
  const h = floors * floorH;
  sheet.rect(x + w, ground - h + 4, w * 0.22, h - 4, hex('#b9ad9c'));
  sheet.rect(x, ground - h, w, h, hex('#eee6da'));
  const cols = Math.max(3, Math.round(w / 12));
  const cw = (w - 6) / cols;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = rng() < 0.12;
      sheet.rect(
        x + 3 + c * cw + 1,
        ground - h + f * floorH + 2,
        cw - 2,
        floorH - 4,
        lit ? hex('#f3d9a8') : hex('#8fa7b6'),
      );
    }
    sheet.rect(x - 1.5, ground - h + (f + 1) * floorH - 1.2, w + 3, 1.4, hex('#fbf8f3'));
  }
  for (let c = 0; c <= cols; c += 2) sheet.rect(x + 3 + c * cw - 1, ground - h, 2, h, C.accent);
  sheet.rect(x - 3, ground - h - 3, w + 6, 3, C.bronze);
}

function podiumWithShops(sheet: Sheet, x: number, ground: number, w: number): void {
  sheet.rect(x, ground - 46, w, 46, hex('#e6dccd'));
  const bays = Math.round(w / 34);
  const bw = w / bays;
  const awnings = [C.accent, hex('#5e6b63'), C.bronze];
  for (let i = 0; i < bays; i++) {
    sheet.rect(x + i * bw + 3, ground - 30, bw - 6, 30, hex('#f2d9a8'));
    sheet.rect(x + i * bw + 3, ground - 30, bw - 6, 30, undefined, C.bronze, 0.8);
    const a = cycle(awnings, i);
    sheet.path(
      `M${x + i * bw + 2},${ground - 36} H${x + (i + 1) * bw - 2} L${x + (i + 1) * bw + 1},${ground - 28} H${x + i * bw - 1} Z`,
      a,
    );
  }
  sheet.rect(x, ground - 46, w, 6, C.ink);
}

function sectionWithParking(sheet: Sheet, x: number, ground: number, w: number, rng: Rng): void {
  const levels = 2;
  const lh = 26;
  sheet.rect(x - 20, ground, w + 40, levels * lh + 14, hex('#cbbfae'));
  for (let l = 0; l < levels; l++) {
    const top = ground + l * lh;
    sheet.rect(x, top, w, lh, hex('#ece7de'));
    sheet.rect(x, top + lh - 3, w, 3, hex('#9a9084'));
    for (let c = 0; c <= 6; c++) sheet.rect(x + (w * c) / 6 - 1.5, top, 3, lh - 3, hex('#b7ada0'));
    for (let k = 0; k < 5; k++) {
      if (rng() < 0.3) continue;
      const cx = x + 10 + k * (w / 5.2);
      sheet.path(
        `M${cx},${top + lh - 5} v-6 q2,-2 6,-2 l4,-5 h12 l5,5 q5,0 5,3 v5 Z`,
        cycle([C.accent, hex('#3d4b5c'), hex('#e9e6e0')], k),
      );
      sheet.circle(cx + 7, top + lh - 5, 2.2, C.ink);
      sheet.circle(cx + 25, top + lh - 5, 2.2, C.ink);
    }
  }
  sheet.path(
    `M${x + w},${ground} L${x + w + 18},${ground} L${x + w + 18},${ground + 4} L${x + w},${ground + lh} Z`,
    hex('#9a9084'),
  );
  sheet.rect(x - 20, ground - 1, w + 40, 2, C.ink);
}

function coverIllustration(
  sheet: Sheet,
  x: number,
  y: number,
  w: number,
  h: number,
  categoryId: number,
  rng: Rng,
): void {
  const ground = y + h * (categoryId === 3 ? 0.66 : 0.84);
  gradientBands(sheet, x, y, w, ground - y, hex('#9dbbd3'), hex('#f3dcc3'));
  sheet.circle(x + w * 0.78, y + h * 0.28, Math.min(w, h) * 0.07, hex('#fff3dc'), undefined, 1, 0.9);
  sheet.path(ridgePath(rng, x, w, ground - h * 0.2, h * 0.14), hex('#c3c9cb'));
  sheet.path(ridgePath(rng, x, w, ground - h * 0.1, h * 0.1), hex('#a9b3ab'));
  sheet.rect(x, ground, w, y + h - ground, hex('#cfc5b5'));
  const floorH = Math.max(5, h / 48);
  if (categoryId === 2) {
    tower(sheet, x + w * 0.2, ground - 46, w * 0.22, 12, floorH, rng);
    tower(sheet, x + w * 0.55, ground - 46, w * 0.18, 16, floorH, rng);
    podiumWithShops(sheet, x + w * 0.12, ground, w * 0.72);
  } else if (categoryId === 3) {
    tower(sheet, x + w * 0.3, ground, w * 0.26, 14, floorH, rng);
    tower(sheet, x + w * 0.6, ground, w * 0.16, 9, floorH, rng);
    sectionWithParking(sheet, x + w * 0.2, ground, w * 0.6, rng);
  } else {
    tower(sheet, x + w * 0.14, ground, w * 0.2, 11, floorH, rng);
    tower(sheet, x + w * 0.42, ground, w * 0.2, 17, floorH, rng);
    tower(sheet, x + w * 0.7, ground, w * 0.16, 8, floorH, rng);
  }
  for (let i = 0; i < 9; i++) {
    const tx = x + 10 + (w - 20) * (i / 8);
    const r = Math.min(w, h) * 0.035;
    const base = categoryId === 3 ? ground - 1 : y + h - 4;
    sheet.rect(tx - 1, base - r * 1.6, 2, r * 1.6, hex('#6b5041'));
    sheet.circle(tx, base - r * 1.8, r, hex('#5f7650'));
    sheet.circle(tx - r * 0.3, base - r * 2, r * 0.6, hex('#7b9162'));
  }
}

function keyFigures(
  sheet: Sheet,
  x: number,
  y: number,
  w: number,
  units: Unit[],
  floors: number,
  categoryId: number,
): void {
  const available = units.filter((u) => u.status === 'available').length;
  const areas = units.map((u) => u.area);
  const range = areas.length ? `${Math.round(Math.min(...areas))}–${Math.round(Math.max(...areas))} m²` : '—';
  const items = [
    ['Units / Njësi', String(units.length)],
    ['Available / E lira', String(available)],
    ['Area / Sipërfaqja', range],
    categoryId === 3 ? ['Levels / Nivele', String(floors)] : ['Floors / Kate', String(floors)],
  ] as const;
  const cw = w / items.length;
  items.forEach(([label, value], i) => {
    const cx = x + i * cw;
    if (i) sheet.line(cx, y - 4, cx, y + 30, C.line, 0.8);
    sheet.text(value, cx + (i ? 10 : 0), y + 12, { size: 15, bold: true, color: C.ink, maxWidth: cw - 14 });
    sheet.text(label, cx + (i ? 10 : 0), y + 26, { size: 7, color: C.muted, maxWidth: cw - 14 });
  });
}

function drawCover(sheet: Sheet, o: CatalogPdfOptions, units: Unit[], floors: number, rng: Rng): void {
  sheet.rect(0, 0, sheet.w, sheet.h, C.paper);
  const landscape = o.layout === 'L';
  const art = landscape ? { x: 0, y: 0, w: sheet.w * 0.5, h: sheet.h } : { x: 0, y: 0, w: sheet.w, h: sheet.h * 0.5 };
  coverIllustration(sheet, art.x, art.y, art.w, art.h, o.categoryId, rng);
  const tx = landscape ? art.w + 36 : MARGIN;
  const tw = landscape ? sheet.w - art.w - 72 : sheet.w - MARGIN * 2;
  let y = landscape ? 90 : art.h + 52;
  sheet.rect(tx, y - 20, 34, 3, C.accent);
  sheet.text('SALES CATALOGUE / KATALOG SHITJESH', tx, y, { size: 8, bold: true, color: C.accent });
  y += 34;
  sheet.text(o.buildingTitle, tx, y, { size: 26, bold: true, maxWidth: tw });
  y += 26;
  sheet.text(o.title, tx, y, { size: 14, maxWidth: tw });
  y += 18;
  sheet.text(o.titleSq, tx, y, { size: 12, color: C.muted, maxWidth: tw });
  y += 28;
  sheet.path(
    `M${tx + 4},${y + 2} C${tx + 1},${y - 3} ${tx - 1},${y - 5} ${tx - 1},${y - 8} A5,5 0 1 1 ${tx + 9},${y - 8} C${tx + 9},${y - 5} ${tx + 7},${y - 3} ${tx + 4},${y + 2} Z`,
    C.accent,
  );
  sheet.text(o.address, tx + 16, y, { size: 10, maxWidth: tw - 16 });
  y += 24;
  const category = CATEGORY_NAMES[o.categoryId] ?? `Category ${o.categoryId} / Kategoria ${o.categoryId}`;
  const chipW = sheet.textWidth(category, { size: 8.5, bold: true }) + 20;
  sheet.path(roundedRect(tx, y - 12, chipW, 18, 9), C.panel, C.line, 0.8);
  sheet.text(category, tx + 10, y, { size: 8.5, bold: true, color: C.bronze });
  y += 44;
  keyFigures(sheet, tx, y, tw, units, floors, o.categoryId);
  logo(sheet, tx, sheet.h - 64);
  sheet.text('Construction & Real Estate · Ndërtim & Pasuri të Paluajtshme · Tirana', tx, sheet.h - 46, {
    size: 7,
    color: C.muted,
    maxWidth: tw,
  });
}

// ---------------------------------------------------------------------------------------------
// Floor plans
// ---------------------------------------------------------------------------------------------

/** Maps plan metres to page points. */
interface PlanView {
  sheet: Sheet;
  ox: number;
  oy: number;
  k: number;
}

const px = (v: PlanView, m: number): number => v.ox + m * v.k;
const py = (v: PlanView, m: number): number => v.oy + m * v.k;

/** A room: floor, walls, and its English name, Albanian name and area stacked in the middle. */
function room(
  v: PlanView,
  x: number,
  y: number,
  w: number,
  d: number,
  name: readonly [string, string],
  fill: RGB,
  labelled = true,
): void {
  v.sheet.rect(px(v, x), py(v, y), w * v.k, d * v.k, fill, C.ink, Math.max(0.7, 0.12 * v.k));
  if (!labelled || w * v.k < 16 || d * v.k < 20) return;
  const cx = px(v, x + w / 2);
  const cy = py(v, y + d / 2) - 3;
  const size = Math.min(6.5, Math.max(4, v.k * 0.55));
  const maxWidth = w * v.k - 3;
  v.sheet.text(name[0], cx, cy, { size, bold: true, align: 'center', maxWidth });
  v.sheet.text(name[1], cx, cy + size, { size: size * 0.9, align: 'center', color: C.muted, maxWidth });
  v.sheet.text(`${(w * d).toFixed(1)} m²`, cx, cy + size * 2.1, { size: size * 0.9, align: 'center', maxWidth });
}

/**
 * A door: the wall gap, the leaf and its swing arc. Walls run along x when `horizontal`; the leaf
 * hangs on the left jamb unless `hingeAtEnd`.
 */
function door(
  v: PlanView,
  x: number,
  y: number,
  len: number,
  horizontal: boolean,
  swing: 1 | -1,
  wall: number,
  hingeAtEnd = false,
): void {
  const s = v.sheet;
  const t = wall * v.k + 1;
  const l = len * v.k;
  const X = px(v, x);
  const Y = py(v, y);
  if (horizontal) {
    const hinge = hingeAtEnd ? X + l : X;
    const free = hingeAtEnd ? X : X + l;
    s.rect(X, Y - t / 2, l, t, C.white);
    s.line(hinge, Y, hinge, Y + swing * l, C.ink, 0.9);
    s.path(
      `M${free},${Y} A${l},${l} 0 0 ${swing > 0 !== hingeAtEnd ? 1 : 0} ${hinge},${Y + swing * l}`,
      undefined,
      C.muted,
      0.5,
    );
  } else {
    s.rect(X - t / 2, Y, t, l, C.white);
    s.line(X, Y, X + swing * l, Y, C.ink, 0.9);
    s.path(`M${X},${Y + l} A${l},${l} 0 0 ${swing > 0 ? 0 : 1} ${X + swing * l},${Y}`, undefined, C.muted, 0.5);
  }
}

/** Glazing in a wall along x: the gap, a pale pane and two thin lines. */
function windowH(v: PlanView, x: number, y: number, len: number, wall: number): void {
  const t = wall * v.k + 1;
  const X = px(v, x);
  const Y = py(v, y);
  const l = len * v.k;
  v.sheet.rect(X, Y - t / 2, l, t, C.glass);
  v.sheet.line(X, Y - t / 6, X + l, Y - t / 6, C.ink, 0.4);
  v.sheet.line(X, Y + t / 6, X + l, Y + t / 6, C.ink, 0.4);
  v.sheet.line(X, Y - t / 2, X, Y + t / 2, C.ink, 0.6);
  v.sheet.line(X + l, Y - t / 2, X + l, Y + t / 2, C.ink, 0.6);
}

function statusTag(v: PlanView, unit: Unit, cx: number, y: number): void {
  const s = v.sheet;
  const label = unit.code;
  const w = s.textWidth(label, { size: 7, bold: true }) + 14;
  s.path(roundedRect(cx - w / 2, y - 8, w, 11, 5.5), STATUS[unit.status].fill, STATUS[unit.status].dot, 0.6);
  s.circle(cx - w / 2 + 5.5, y - 2.5, 1.8, STATUS[unit.status].dot);
  s.text(label, cx + 3, y, { size: 7, bold: true, align: 'center' });
}

function stairCore(v: PlanView, x: number, y: number, w: number, d: number): void {
  const s = v.sheet;
  s.rect(px(v, x), py(v, y), w * v.k, d * v.k, C.panel, C.ink, Math.max(1.2, 0.3 * v.k));
  const sx = x + 0.5;
  const sw = w * 0.55;
  for (let i = 0; i <= 10; i++)
    s.line(
      px(v, sx),
      py(v, y + 1 + (i * (d - 2)) / 10),
      px(v, sx + sw),
      py(v, y + 1 + (i * (d - 2)) / 10),
      C.muted,
      0.4,
    );
  s.rect(px(v, sx), py(v, y + 1), sw * v.k, (d - 2) * v.k, undefined, C.ink, 0.6);
  const lx = x + w * 0.65;
  const lw = w * 0.28;
  for (const ly of [y + d * 0.25, y + d * 0.55]) {
    s.rect(px(v, lx), py(v, ly), lw * v.k, lw * v.k, C.white, C.ink, 0.6);
    s.line(px(v, lx), py(v, ly), px(v, lx + lw), py(v, ly + lw), C.muted, 0.4);
    s.line(px(v, lx + lw), py(v, ly), px(v, lx), py(v, ly + lw), C.muted, 0.4);
  }
  s.text('Core / Bërthama', px(v, x + w / 2), py(v, y + d) - 4, {
    size: 5,
    align: 'center',
    color: C.muted,
    maxWidth: w * v.k - 2,
  });
}

/** One apartment: living and bedrooms on the façade, kitchen, bath and entry on the corridor. */
function apartment(v: PlanView, p: PlacedUnit): void {
  const up = p.front === 'top';
  const front = p.d * 0.6;
  const fy = up ? p.y : p.y + p.d - front;
  const by = up ? p.y + front : p.y;
  const back = p.d - front;
  const livingW = p.w - p.unit.beds * 2.9;
  room(v, p.x, fy, livingW, front, ['Living', 'Ndenja'], C.floor);
  for (let b = 0; b < p.unit.beds; b++)
    room(v, p.x + livingW + b * 2.9, fy, 2.9, front, ['Bedroom', 'Dhomë gjumi'], C.floor);
  const kw = Math.min(3.2, p.w * 0.3);
  const bw = 2.2;
  room(v, p.x, by, kw, back, ['Kitchen', 'Kuzhina'], C.wet);
  room(v, p.x + kw, by, bw, back, ['Bath', 'Banjo'], C.wet);
  room(v, p.x + kw + bw, by, p.w - kw - bw, back, ['Entry', 'Hyrja'], C.panel);
  v.sheet.rect(px(v, p.x), py(v, p.y), p.w * v.k, p.d * v.k, undefined, C.ink, Math.max(1.3, 0.3 * v.k));
  const facadeY = up ? p.y : p.y + p.d;
  const balcony = up ? p.y - 1.4 : p.y + p.d;
  v.sheet.rect(px(v, p.x + 0.4), py(v, balcony), (livingW - 0.8) * v.k, 1.4 * v.k, hex('#e6dccd'), C.ink, 0.6);
  windowH(v, p.x + 0.6, facadeY, livingW - 1.2, 0.3);
  for (let b = 0; b < p.unit.beds; b++) windowH(v, p.x + livingW + b * 2.9 + 0.7, facadeY, 1.5, 0.3);
  const corridorY = up ? p.y + p.d : p.y;
  const inward = up ? -1 : 1;
  door(v, p.x + kw + bw + 0.5, corridorY, 0.95, true, inward, 0.3);
  door(v, p.x + kw + 0.5, by + (up ? 0 : back), 0.8, true, up ? 1 : -1, 0.12);
  for (let b = 0; b < p.unit.beds; b++)
    door(v, p.x + livingW + b * 2.9 + 0.4, up ? p.y + front : by + back, 0.8, true, up ? -1 : 1, 0.12);
  v.sheet.rect(px(v, p.x + 0.3), py(v, up ? p.y + front : by + back) - 1.5, (kw - 0.6) * v.k, 3, C.floor);
  statusTag(v, p.unit, px(v, p.x + livingW / 2), py(v, fy + front * (up ? 0.25 : 0.85)));
}

/** A service unit: open floor, a WC and a store at the back, a glazed shopfront with double doors. */
function serviceUnit(v: PlanView, p: PlacedUnit): void {
  const up = p.front === 'top';
  room(v, p.x, p.y, p.w, p.d, ['Open plan', 'Plan i hapur'], C.floor, false);
  const backY = up ? p.y + p.d - 2.4 : p.y;
  room(v, p.x, backY, 1.8, 2.4, ['WC', 'WC'], C.wet, false);
  room(v, p.x + 1.8, backY, Math.min(2.4, p.w - 1.8), 2.4, ['Store', 'Depo'], C.panel, false);
  v.sheet.rect(px(v, p.x), py(v, p.y), p.w * v.k, p.d * v.k, undefined, C.ink, Math.max(1.3, 0.3 * v.k));
  const frontY = up ? p.y : p.y + p.d;
  windowH(v, p.x + 0.3, frontY, p.w - 0.6, 0.3);
  const mid = p.x + p.w / 2;
  door(v, mid - 0.9, frontY, 0.9, true, up ? 1 : -1, 0.3);
  door(v, mid, frontY, 0.9, true, up ? 1 : -1, 0.3, true);
  for (let c = p.x; c <= p.x + p.w + 0.01; c += 6) v.sheet.rect(px(v, c) - 2, py(v, p.y + p.d / 2) - 2, 4, 4, C.ink);
  const cx = px(v, mid);
  const cy = py(v, p.y + p.d * 0.5);
  v.sheet.text(`${p.unit.area.toFixed(1)} m²`, cx, cy + 12, { size: 6.5, align: 'center', color: C.muted });
  statusTag(v, p.unit, cx, cy);
}

function carTopView(v: PlanView, x: number, y: number, pointingDown: boolean, colour: RGB): void {
  const w = 1.8 * v.k;
  const l = 4.3 * v.k;
  const X = px(v, x) - w / 2;
  const Y = py(v, y) - l / 2;
  v.sheet.path(roundedRect(X, Y, w, l, w * 0.28), colour, C.ink, 0.4);
  const glassY = pointingDown ? Y + l * 0.58 : Y + l * 0.22;
  v.sheet.rect(X + w * 0.14, glassY, w * 0.72, l * 0.2, hex('#2e3a44'), undefined, 1, 0.8);
}

function parkingBay(v: PlanView, p: PlacedUnit, rng: Rng): void {
  const s = v.sheet;
  const w = p.w;
  s.rect(px(v, p.x), py(v, p.y), w * v.k, p.d * v.k, STATUS[p.unit.status].fill, C.ink, 0.5);
  const cx = p.x + w / 2;
  // `front` is the aisle side: the code sits at the bay mouth, a parked car deeper in.
  const labelY = p.front === 'bottom' ? p.y + p.d - 0.5 : p.y + 0.9;
  if (p.unit.status === 'sold' && rng() < 0.8)
    carTopView(
      v,
      cx,
      p.y + p.d / 2 + (p.front === 'bottom' ? -0.35 : 0.35),
      p.front === 'bottom',
      cycle([hex('#e9e6e0'), hex('#3d4b5c'), C.accent], Math.floor(rng() * 3)),
    );
  s.text(p.unit.code, px(v, cx), py(v, labelY), {
    size: Math.min(6, v.k * 0.9),
    bold: true,
    align: 'center',
    maxWidth: w * v.k - 2,
  });
}

function parkingFurniture(v: PlanView, plan: FloorPlan): void {
  const s = v.sheet;
  const aisleY = BAY_L;
  s.rect(px(v, CORE), py(v, aisleY), (plan.length - CORE) * v.k, AISLE * v.k, hex('#ebe7e0'));
  for (const bay of plan.otherBays) {
    s.rect(px(v, bay.x), py(v, bay.y), bay.w * v.k, BAY_L * v.k, hex('#ece9e4'), C.ink, 0.5);
    s.text(String(bay.number).padStart(2, '0'), px(v, bay.x + bay.w / 2), py(v, bay.y + BAY_L / 2) + 2, {
      size: Math.min(5.5, v.k * 0.8),
      align: 'center',
      color: C.muted,
    });
  }
  s.line(
    px(v, CORE + 1),
    py(v, aisleY + AISLE / 2),
    px(v, plan.length - RAMP - 1),
    py(v, aisleY + AISLE / 2),
    C.muted,
    0.6,
    [4, 4],
  );
  for (let x = CORE + 4; x < plan.length - RAMP - 3; x += 9) {
    const X = px(v, x);
    const Y = py(v, aisleY + AISLE * 0.28);
    const a = v.k;
    s.path(
      `M${X},${Y - 0.25 * a} h${1.4 * a} v-${0.35 * a} l${0.9 * a},${0.6 * a} l-${0.9 * a},${0.6 * a} v-${0.35 * a} h-${1.4 * a} Z`,
      C.muted,
    );
  }
  const rx = plan.length - RAMP;
  s.rect(px(v, rx), py(v, 0), RAMP * v.k, plan.depth * v.k, hex('#e0d8cc'), C.ink, 0.8);
  for (let i = 1; i < 12; i++)
    s.line(px(v, rx), py(v, (plan.depth * i) / 12), px(v, plan.length), py(v, (plan.depth * i) / 12), C.muted, 0.4);
  s.text('Ramp / Rampa', px(v, rx + RAMP / 2), py(v, plan.depth / 2) + 3, {
    size: 6.5,
    bold: true,
    align: 'center',
    maxWidth: RAMP * v.k - 4,
  });
  for (let x = CORE + 2 + BAY_W * 3; x < rx; x += BAY_W * 3) {
    for (const y of [BAY_L, BAY_L + AISLE]) s.rect(px(v, x) - 2.5, py(v, y) - 2.5, 5, 5, C.ink);
  }
}

function drawPlan(v: PlanView, plan: FloorPlan, categoryId: number, rng: Rng): void {
  const s = v.sheet;
  if (categoryId === 3) parkingFurniture(v, plan);
  else if (categoryId === 2) {
    s.rect(px(v, CORE), py(v, 0), (plan.length - CORE) * v.k, plan.depth * v.k, hex('#eee8de'));
    s.text(
      'Service corridor / Korridor shërbimi',
      px(v, (plan.length + CORE) / 2),
      py(v, plan.units.some((u) => u.front === 'top') ? 14 : plan.depth - 1.6),
      { size: 6, align: 'center', color: C.muted },
    );
  } else {
    s.rect(px(v, CORE), py(v, 8.5), (plan.length - CORE) * v.k, 2 * v.k, hex('#eee8de'));
    s.text('Corridor / Korridori', px(v, (plan.length + CORE) / 2), py(v, 9.5) + 2, {
      size: 6,
      align: 'center',
      color: C.muted,
    });
  }
  stairCore(v, 0, 0, CORE, plan.depth);
  // The shell goes first so the units' windows and doors can cut through it.
  s.rect(px(v, 0), py(v, 0), plan.length * v.k, plan.depth * v.k, undefined, C.ink, Math.max(1.6, 0.35 * v.k));
  for (const p of plan.units) {
    if (categoryId === 3) parkingBay(v, p, rng);
    else if (categoryId === 2) serviceUnit(v, p);
    else apartment(v, p);
  }
}

const SUMMARY_COL = 170;

function floorSummary(sheet: Sheet, x: number, y: number, w: number, plan: FloorPlan, categoryId: number): void {
  sheet.text('On this floor / Në këtë kat', x, y, { size: 9, bold: true });
  sheet.line(x, y + 6, x + w, y + 6, C.line, 0.6);
  const cols = Math.max(1, Math.floor(w / SUMMARY_COL));
  const cw = w / cols;
  plan.units.forEach((p, i) => {
    const cx = x + (i % cols) * cw;
    const cy = y + 20 + Math.floor(i / cols) * 14;
    sheet.circle(cx + 3, cy - 3, 2.6, STATUS[p.unit.status].dot);
    const detail = categoryId === 1 ? `${p.unit.rooms} · ${p.unit.area.toFixed(1)} m²` : `${p.unit.area.toFixed(1)} m²`;
    sheet.text(p.unit.code, cx + 10, cy, { size: 7.5, bold: true });
    sheet.text(`${detail} · ${STATUS[p.unit.status].label}`, cx + 48, cy, {
      size: 7,
      color: C.muted,
      maxWidth: cw - 54,
    });
  });
  if (!plan.units.length)
    sheet.text('Typical floor, no units listed / Kat tipik, pa njësi të listuara', x, y + 20, {
      size: 7.5,
      color: C.muted,
    });
}

/** The storeys the key plan shows, top down, for the building the catalogue belongs to. */
function storeys(floors: FloorPlan[], categoryId: number): number[] {
  const levels = floors.map((f) => f.level);
  const top = categoryId === 1 ? Math.max(...levels) + 2 : categoryId === 2 ? 7 : 6;
  const bottom = categoryId === 3 ? Math.min(...levels) : -1;
  const out: number[] = [];
  for (let l = top; l >= bottom; l--) out.push(l);
  return out;
}

/** A small elevation with the floor on this page picked out, as sales catalogues do. */
function keyPlan(
  sheet: Sheet,
  x: number,
  y: number,
  w: number,
  h: number,
  floors: FloorPlan[],
  current: number,
  categoryId: number,
): void {
  sheet.text('Key plan / Plani kyç', x, y, { size: 9, bold: true });
  sheet.line(x, y + 6, x + w, y + 6, C.line, 0.6);
  const list = storeys(floors, categoryId);
  const sh = Math.min(12, (h - 24) / list.length);
  const bw = Math.min(w * 0.5, 120);
  const bx = x + 8;
  let groundY = y + 16;
  list.forEach((level, i) => {
    const sy = y + 16 + i * sh;
    const offered = floors.some((f) => f.level === level);
    const fill = level === current ? C.accent : level < 0 ? hex('#e0d8cc') : offered ? hex('#e9dfd0') : C.panel;
    sheet.rect(bx, sy, bw, sh - 1.2, fill, C.line, 0.4);
    if (level === 0) groundY = sy + sh - 0.6;
    if (level === current) {
      const label = floors.find((f) => f.level === level)?.label ?? '';
      sheet.line(bx + bw + 4, sy + sh / 2, bx + bw + 16, sy + sh / 2, C.accent, 0.8);
      sheet.text(label, bx + bw + 20, sy + sh / 2 + 2.5, {
        size: 7.5,
        bold: true,
        color: C.accent,
        maxWidth: w - bw - 30,
      });
    }
  });
  sheet.line(bx - 8, groundY, bx + bw + 8, groundY, C.ink, 1.2);
}

function drawPlanPage(
  sheet: Sheet,
  o: CatalogPdfOptions,
  floors: FloorPlan[],
  plan: FloorPlan,
  index: number,
  rng: Rng,
): void {
  const landscape = sheet.w > sheet.h;
  sheet.rect(0, 0, sheet.w, sheet.h, C.paper);
  const top = pageHeader(
    sheet,
    `Floor plan / Planimetria · ${index + 1}`,
    plan.label,
    `${o.buildingTitle} · ${CATEGORY_NAMES[o.categoryId] ?? ''}`,
  );
  const contentW = sheet.w - MARGIN * 2;
  const rows = Math.ceil(
    plan.units.length / Math.max(1, Math.floor((landscape ? contentW * 0.68 : contentW) / SUMMARY_COL)),
  );
  const below = landscape ? Math.max(110, 36 + rows * 14) : 36 + rows * 14 + 150;
  const maxPlanH = sheet.h - top - below - 110;
  const k = Math.min((contentW - 70) / plan.length, maxPlanH / (plan.depth + 3));
  const boxH = (plan.depth + 3) * k + 70;
  const ox = MARGIN + 35 + (contentW - 70 - plan.length * k) / 2;
  const oy = top + 40 + 1.5 * k;
  sheet.rect(MARGIN, top + 4, contentW, boxH, C.white, C.line, 0.6);
  drawPlan({ sheet, ox, oy, k }, plan, o.categoryId, rng);
  dimension(sheet, ox, oy - 1.5 * k - 10, ox + plan.length * k, oy - 1.5 * k - 10, `${plan.length.toFixed(2)} m`);
  dimension(sheet, ox - 14, oy, ox - 14, oy + plan.depth * k, `${plan.depth.toFixed(2)} m`);
  northArrow(sheet, sheet.w - MARGIN - 16, 56);
  scaleBar(sheet, MARGIN + 12, top + boxH - 22, k);
  statusLegend(sheet, sheet.w - MARGIN - 250, top + boxH - 14);
  const y = top + boxH + 30;
  if (landscape) {
    floorSummary(sheet, MARGIN, y, contentW * 0.68, plan, o.categoryId);
    keyPlan(sheet, MARGIN + contentW * 0.72, y, contentW * 0.28, sheet.h - y - 50, floors, plan.level, o.categoryId);
  } else {
    floorSummary(sheet, MARGIN, y, contentW, plan, o.categoryId);
    const ky = y + 36 + rows * 14;
    keyPlan(sheet, MARGIN, ky, contentW * 0.46, sheet.h - ky - 50, floors, plan.level, o.categoryId);
    specifications(sheet, MARGIN + contentW * 0.52, ky, contentW * 0.48, sheet.h - ky - 50, o.categoryId);
  }
}

type Specs = readonly (readonly [string, string])[];

const APARTMENT_SPECS: Specs = [
  ['Thermally insulated façade', 'Fasadë me izolim termik'],
  ['Aluminium windows, double glazing', 'Dritare alumini me xham dopio'],
  ['Oak parquet in living areas', 'Parket lisi në ambientet e ndenjes'],
  ['Underfloor heating', 'Ngrohje nën dysheme'],
  ['Video intercom, smart meters', 'Videocitofon, matës inteligjentë'],
];

const SPECIFICATIONS: Record<number, Specs> = {
  1: APARTMENT_SPECS,
  2: [
    ['Full-height shopfront glazing', 'Vitrinë xhami në lartësi të plotë'],
    ['Own entrance from the street', 'Hyrje e pavarur nga rruga'],
    ['Clear height 4.2 m', 'Lartësi e lirë 4.2 m'],
    ['Ready for HVAC and signage', 'Gati për klimatizim dhe tabelë'],
    ['WC and storage in every unit', 'WC dhe depo në çdo njësi'],
  ],
  3: [
    ['Bays 2.5 × 5.0 m, accessible 3.5 m', 'Vende 2.5 × 5.0 m, për AK 3.5 m'],
    ['Two-way ramp, 6 m aisle', 'Rampë me dy kahe, korsi 6 m'],
    ['LED lighting and ventilation', 'Ndriçim LED dhe ventilim'],
    ['Lift to every floor', 'Ashensor në çdo kat'],
    ['CCTV and access control', 'Kamera dhe kontroll aksesi'],
  ],
};

function specifications(sheet: Sheet, x: number, y: number, w: number, h: number, categoryId: number): void {
  const fit = Math.floor((h - 22) / 24);
  if (fit < 1) return;
  sheet.text('Specifications / Specifikimet', x, y, { size: 9, bold: true });
  sheet.line(x, y + 6, x + w, y + 6, C.line, 0.6);
  (SPECIFICATIONS[categoryId] ?? APARTMENT_SPECS).slice(0, fit).forEach(([en, sq], i) => {
    const ry = y + 22 + i * 24;
    sheet.rect(x, ry - 6, 4, 4, C.accent);
    sheet.text(en, x + 10, ry, { size: 7.5, bold: true, maxWidth: w - 12 });
    sheet.text(sq, x + 10, ry + 10, { size: 7, color: C.muted, maxWidth: w - 12 });
  });
}

// ---------------------------------------------------------------------------------------------
// Units table
// ---------------------------------------------------------------------------------------------

const ROW_H = 17;

function tableColumns(
  categoryId: number,
  width: number,
): { label: string; w: number; get: (u: Unit) => string; align?: 'right' }[] {
  const spec = [
    { label: 'Unit / Njësia', w: 0.15, get: (u: Unit) => u.code },
    { label: 'Floor / Kati', w: 0.11, get: (u: Unit) => u.floorShort },
    { label: categoryId === 3 ? 'Bay / Vendi' : 'Rooms / Dhoma', w: 0.17, get: (u: Unit) => u.rooms },
    { label: 'Area / Sipërfaqja (m²)', w: 0.2, get: (u: Unit) => u.area.toFixed(1), align: 'right' as const },
    { label: 'Orientation / Orientimi', w: 0.17, get: (u: Unit) => u.orientation },
    { label: 'Status / Statusi', w: 0.2, get: (u: Unit) => STATUS[u.status].label },
  ];
  return spec.map((c) => ({ ...c, w: c.w * width }));
}

function tableHeader(sheet: Sheet, cols: ReturnType<typeof tableColumns>, y: number): void {
  sheet.rect(MARGIN, y, sheet.w - MARGIN * 2, ROW_H + 4, C.ink);
  let x = MARGIN;
  for (const c of cols) {
    const tx = c.align === 'right' ? x + c.w - 8 : x + 8;
    sheet.text(c.label, tx, y + 13.5, {
      size: 7.5,
      bold: true,
      color: C.white,
      align: c.align ?? 'left',
      maxWidth: c.w - 12,
    });
    x += c.w;
  }
}

function tableRow(sheet: Sheet, cols: ReturnType<typeof tableColumns>, unit: Unit, y: number, shaded: boolean): void {
  if (shaded) sheet.rect(MARGIN, y, sheet.w - MARGIN * 2, ROW_H, C.panel);
  let x = MARGIN;
  cols.forEach((c, i) => {
    const value = c.get(unit);
    if (i === cols.length - 1) {
      sheet.circle(x + 11, y + ROW_H / 2, 3, STATUS[unit.status].dot);
      sheet.text(value, x + 19, y + 11.8, { size: 7.5, maxWidth: c.w - 22 });
    } else {
      const tx = c.align === 'right' ? x + c.w - 8 : x + 8;
      sheet.text(value, tx, y + 11.8, { size: 8, bold: i === 0, align: c.align ?? 'left', maxWidth: c.w - 12 });
    }
    x += c.w;
  });
  sheet.line(MARGIN, y + ROW_H, sheet.w - MARGIN, y + ROW_H, C.line, 0.4);
}

/** How many table rows fit under the header of a page of this height. */
function rowsPerPage(pageH: number, first: boolean): number {
  return Math.max(1, Math.floor((pageH - 104 - (first ? 40 : 0) - 70 - 60) / ROW_H));
}

function tablePages(units: Unit[], pageH: number): Unit[][] {
  const pages: Unit[][] = [];
  let rest = units;
  do {
    const n = rowsPerPage(pageH, pages.length === 0);
    pages.push(rest.slice(0, n));
    rest = rest.slice(n);
  } while (rest.length);
  return pages;
}

function drawTablePage(
  sheet: Sheet,
  o: CatalogPdfOptions,
  rows: Unit[],
  all: Unit[],
  part: number,
  parts: number,
): void {
  sheet.rect(0, 0, sheet.w, sheet.h, C.paper);
  const suffix = parts > 1 ? ` (${part + 1}/${parts})` : '';
  let y = pageHeader(
    sheet,
    'Price list & availability / Lista e disponueshmërisë',
    `Units / Njësitë${suffix}`,
    `${o.buildingTitle} · ${o.address}`,
  );
  if (part === 0) {
    statusLegend(sheet, MARGIN, y + 12);
    y += 30;
  }
  const cols = tableColumns(o.categoryId, sheet.w - MARGIN * 2);
  tableHeader(sheet, cols, y);
  y += ROW_H + 4;
  rows.forEach((unit, i) => {
    tableRow(sheet, cols, unit, y + i * ROW_H, i % 2 === 1);
  });
  if (!all.length)
    sheet.text('No units listed yet / Ende pa njësi të listuara', MARGIN + 8, y + 14, { size: 8.5, color: C.muted });
  if (part === parts - 1) totals(sheet, all, y + rows.length * ROW_H + 24);
}

function totals(sheet: Sheet, units: Unit[], y: number): void {
  const area = units.reduce((sum, u) => sum + u.area, 0);
  const counts = (['available', 'reserved', 'sold'] as const).map(
    (s) => `${STATUS[s].label}: ${units.filter((u) => u.status === s).length}`,
  );
  sheet.text(`Total / Gjithsej: ${units.length} · ${area.toFixed(1)} m²`, MARGIN, y, { size: 8.5, bold: true });
  sheet.text(counts.join('   ·   '), MARGIN, y + 14, { size: 7.5, color: C.muted, maxWidth: sheet.w - MARGIN * 2 });
  sheet.text(
    'Areas are indicative; final figures are given in the sales contract. / Sipërfaqet janë orientuese.',
    MARGIN,
    y + 28,
    { size: 6.5, color: C.muted, maxWidth: sheet.w - MARGIN * 2 },
  );
}

// ---------------------------------------------------------------------------------------------
// Document
// ---------------------------------------------------------------------------------------------

export async function renderCatalogPdf(options: CatalogPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = sanitizePdfText(`${options.buildingTitle} — ${options.title}`);
  doc.setTitle(title);
  doc.setAuthor('Tirana Group');
  doc.setSubject(sanitizePdfText(options.titleSq));
  doc.setCreator('Tirana Group demo data');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const size: [number, number] = options.layout === 'L' ? [A4[1], A4[0]] : [A4[0], A4[1]];
  const rng = mulberry32((Math.floor(options.seed) * 2654435761 + options.categoryId * 97) >>> 0);
  const floors = buildFloors(options, rng);
  const units = floors.flatMap((f) => f.units.map((p) => p.unit));
  const tables = tablePages(units, size[1]);
  const total = 1 + floors.length + tables.length;
  const newSheet = () => new Sheet(doc.addPage(size), regular, bold);

  const cover = newSheet();
  drawCover(cover, options, units, floors.length, rng);
  footer(cover, options.buildingTitle, 1, total, options.layout === 'L' ? cover.w * 0.5 + 36 : MARGIN);
  floors.forEach((plan, i) => {
    const sheet = newSheet();
    drawPlanPage(sheet, options, floors, plan, i, rng);
    footer(sheet, options.buildingTitle, 2 + i, total);
  });
  tables.forEach((rows, i) => {
    const sheet = newSheet();
    drawTablePage(sheet, options, rows, units, i, tables.length);
    footer(sheet, options.buildingTitle, 2 + floors.length + i, total);
  });
  return doc.save();
}
