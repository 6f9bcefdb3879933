/**
 * The drawings behind the demo pictures: a small SVG kit (colours, sky, trees, people, cars,
 * building faces, perspective) and one drawer per motif. Everything is drawn in a fixed
 * 2400x1600 view box; images.ts wraps it in the SVG document and rasterises it.
 */
import type { Scene } from './images.ts';
import type { DemoMotif } from './motifs.ts';

export const VIEW_W = 2400;
export const VIEW_H = 1600;
const W = VIEW_W;
const H = VIEW_H;

/** Base materials in daylight; drawers pass them through `scene.tint` for the time of day. */
const M = {
  stone: '#ece2d3',
  stone2: '#d9c9b3',
  render: '#f4efe7',
  concrete: '#cfc8bd',
  dark: '#3a3531',
  bronze: '#a8693f',
  terracotta: '#b65f3b',
  foliage: '#74895a',
  foliageDark: '#4f6446',
  olive: '#8d9a78',
  trunk: '#6b5041',
  grass: '#a9ad84',
  asphalt: '#5d5b58',
  pavement: '#cdc4b6',
  water: '#5fa2b1',
  wood: '#b98b60',
  ink: '#2f2b28',
};

// ---------------------------------------------------------------------------------------------
// Colours and SVG primitives
// ---------------------------------------------------------------------------------------------

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}

const darken = (c: string, t: number): string => mix(c, '#000000', t);
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

/** One decimal is invisible at 2400 px and keeps the SVG small. */
const f = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * Extra attributes of a single shape. `opacity` on a lone shape becomes fill/stroke opacity:
 * librsvg composites every element with `opacity` through its own offscreen surface, which
 * made busy pictures take seconds at 2400 px; fill-opacity paints directly.
 */
function attrs(extra: string): string {
  if (!extra) return '';
  return ` ${extra.replace(/(^|\s)opacity="([^"]*)"/g, '$1fill-opacity="$2" stroke-opacity="$2"')}`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${attrs(extra)}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(0, r))}" fill="${fill}"${attrs(extra)}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${attrs(extra)}/>`;
}

function poly(points: readonly number[], fill: string, extra = ''): string {
  const pts: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pts.push(`${f(points[i] ?? 0)},${f(points[i + 1] ?? 0)}`);
  return `<polygon points="${pts.join(' ')}" fill="${fill}"${attrs(extra)}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function text(x: number, y: number, str: string, size: number, fill: string, extra = ''): string {
  return `<text x="${f(x)}" y="${f(y)}" font-family="sans-serif" font-size="${f(size)}" fill="${fill}"${attrs(extra)}>${escapeXml(str)}</text>`;
}

function g(content: string, extra: string): string {
  return `<g ${extra}>${content}</g>`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** Registers a linear gradient (bounding-box units) and returns its `url(#…)`. */
function linear(s: Scene, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = s.id('lg');
  s.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Registers a linear gradient in user space, for fills that must line up across shapes. */
function linearUser(s: Scene, stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  const id = s.id('lu');
  s.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsXml(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(s: Scene, stops: readonly Stop[], cx: number, cy: number, r: number): string {
  const id = s.id('rg');
  s.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stopsXml(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** A soft pool of light: a radial gradient fading to nothing, never a flat disc. */
function glow(s: Scene, cx: number, cy: number, r: number, colour: string, alpha: number): string {
  return circle(
    cx,
    cy,
    r,
    radial(
      s,
      [
        [0, colour, alpha],
        [0.4, colour, alpha * 0.45],
        [1, colour, 0],
      ],
      cx,
      cy,
      r,
    ),
  );
}

function clip(s: Scene, shape: string): string {
  const id = s.id('cp');
  s.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

/** The item at `index`, wrapping around: variants and counters index short style lists. */
function cycle<T>(items: readonly T[], index: number): T {
  const item = items[((Math.floor(index) % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}

const between = (s: Scene, a: number, b: number): number => a + (b - a) * s.rng();
const int = (s: Scene, a: number, b: number): number => Math.floor(between(s, a, b + 1));
function pick<T>(s: Scene, items: readonly T[]): T {
  return cycle(items, Math.floor(s.rng() * items.length));
}

/** Camera framings the variants cycle through: where the hero subject sits across the width. */
const FRAMING = [0.5, 0.36, 0.64, 0.44, 0.58, 0.4] as const;
const framing = (s: Scene): number => cycle(FRAMING, s.variant) * W;

const isDark = (s: Scene): boolean => s.pal.time === 'night' || s.pal.time === 'dusk';

// ---------------------------------------------------------------------------------------------
// Landscape kit
// ---------------------------------------------------------------------------------------------

function sky(s: Scene, horizon = H): string {
  const p = s.pal;
  const fill = linearUser(
    s,
    [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ],
    0,
    0,
    0,
    horizon,
  );
  let out = rect(0, 0, W, H, fill);
  if (p.stars) {
    for (let i = 0; i < 90; i++) {
      out += circle(
        s.rng() * W,
        s.rng() * horizon * 0.7,
        between(s, 1, 3),
        '#ffffff',
        `opacity="${f(between(s, 0.3, 0.9))}"`,
      );
    }
  }
  const glow = radial(
    s,
    [
      [0, p.glow, 0.75],
      [0.35, p.glow, 0.25],
      [1, p.glow, 0],
    ],
    p.sunX,
    p.sunY,
    p.sunR * 9 + 200,
  );
  out += rect(0, 0, W, H, glow);
  if (p.sun) out += circle(p.sunX, p.sunY, p.sunR, p.sun, 'opacity="0.95"');
  if (p.moon) {
    out += circle(p.sunX, p.sunY, p.sunR, '#f1ead8');
    out +=
      circle(p.sunX - p.sunR * 0.3, p.sunY - p.sunR * 0.2, p.sunR * 0.22, '#d9d0bd') +
      circle(p.sunX + p.sunR * 0.35, p.sunY + p.sunR * 0.3, p.sunR * 0.16, '#d9d0bd');
  }
  out += clouds(s, horizon);
  return out;
}

function clouds(s: Scene, horizon: number): string {
  const p = s.pal;
  const count = p.time === 'overcast' ? 9 : int(s, 2, 5);
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = s.rng() * W;
    const cy = between(s, 90, horizon * 0.5);
    // Clouds are opaque, pre-blended with the sky behind them: overlapping translucent puffs
    // would need an offscreen group each, which is slow to rasterise.
    const behind = mix(p.sky[0], p.sky[1], Math.min(1, cy / (horizon * 0.6)));
    const colour = mix(behind, p.cloud, p.cloudAlpha * between(s, 0.6, 1));
    const len = between(s, 220, 520) * (p.time === 'overcast' ? 1.6 : 1);
    let puff = '';
    for (let k = 0; k < 5; k++) {
      const dx = (k - 2) * len * 0.2 + between(s, -20, 20);
      const r = len * (0.16 - Math.abs(k - 2) * 0.035);
      puff += ellipse(cx + dx, cy - r * 0.35, r * 1.3, r * 0.75, colour);
    }
    puff += ellipse(cx, cy, len * 0.55, len * 0.08, colour);
    out += puff;
  }
  return out;
}

/** A ridge line made from a few sines: smooth, and different for every seed. */
function ridge(s: Scene, baseY: number, amp: number, fill: string, peakX = W * 0.6, extra = ''): string {
  const [p0, p1, p2] = [s.rng() * 6, s.rng() * 6, s.rng() * 6];
  const pts: number[] = [0, H];
  for (let x = 0; x <= W; x += 60) {
    const bump = Math.exp(-(((x - peakX) / (W * 0.32)) ** 2));
    const y =
      baseY -
      amp * (0.45 + 0.55 * bump) -
      amp * 0.18 * Math.sin(x / 190 + p0) -
      amp * 0.1 * Math.sin(x / 83 + p1) -
      amp * 0.05 * Math.sin(x / 31 + p2);
    pts.push(x, y);
  }
  pts.push(W, H);
  return poly(pts, fill, extra);
}

function mountains(s: Scene, baseY: number, scale = 1): string {
  const p = s.pal;
  return (
    ridge(s, baseY - 40 * scale, 260 * scale, mix(p.haze, p.sky[2], 0.35), W * between(s, 0.55, 0.8)) +
    ridge(s, baseY, 170 * scale, p.haze, W * between(s, 0.2, 0.5))
  );
}

/** Low background buildings, faded into the haze; they give the hero building a city around it. */
function cityBackdrop(s: Scene, base: number, minH: number, maxH: number, fade = 0.55): string {
  const color = mix(s.tint(M.stone2), s.pal.haze, fade);
  const win = mix(color, s.pal.lit, isDark(s) ? 0.7 : 0);
  let out = '';
  let x = -40;
  while (x < W) {
    const w = between(s, 90, 230);
    const h = between(s, minH, maxH);
    out += rect(x, base - h, w, h, color);
    out += rect(x + w - 16, base - h, 16, h, darken(color, 0.06));
    if (isDark(s)) {
      for (let k = 0; k < 6; k++) {
        out += rect(x + between(s, 10, w - 30), base - between(s, 10, h - 14), 10, 8, win, 'opacity="0.8"');
      }
    }
    x += w + between(s, -20, 30);
  }
  return out;
}

function tree(s: Scene, x: number, base: number, size: number, shade = 0): string {
  const dark = darken(s.tint(M.foliageDark), shade);
  const light = darken(s.tint(M.foliage), shade);
  const sunSide = s.pal.sunX < W / 2 ? -1 : 1;
  return (
    ellipse(x + size * 0.2, base, size * 0.4, size * 0.06, '#000', `opacity="${f(s.pal.shadow)}"`) +
    rect(x - size * 0.035, base - size * 0.6, size * 0.07, size * 0.6, darken(s.tint(M.trunk), shade)) +
    circle(x, base - size * 0.82, size * 0.36, dark) +
    circle(x - size * 0.24, base - size * 0.62, size * 0.26, dark) +
    circle(x + size * 0.24, base - size * 0.65, size * 0.28, dark) +
    circle(x + sunSide * size * 0.1, base - size * 0.9, size * 0.24, light, 'opacity="0.9"') +
    circle(x + sunSide * size * 0.22, base - size * 0.7, size * 0.16, light, 'opacity="0.8"')
  );
}

function cypress(s: Scene, x: number, base: number, h: number): string {
  const w = h * 0.2;
  const d = (k: number) =>
    `M${f(x - (w / 2) * k)},${f(base)} C${f(x - w * 0.75 * k)},${f(base - h * 0.45)} ${f(x - w * 0.3 * k)},${f(base - h * 0.88)} ${f(x)},${f(base - h)} C${f(x + w * 0.3 * k)},${f(base - h * 0.88)} ${f(x + w * 0.75 * k)},${f(base - h * 0.45)} ${f(x + (w / 2) * k)},${f(base)} Z`;
  return (
    ellipse(x + w * 0.6, base, w * 0.9, w * 0.12, '#000', `opacity="${f(s.pal.shadow)}"`) +
    path(d(1), s.tint('#3f5640')) +
    path(d(0.55), s.tint('#5b7352'), `opacity="0.6" transform="translate(${f(w * 0.08)},0)"`)
  );
}

function palm(s: Scene, x: number, base: number, h: number): string {
  const trunk = s.tint('#8a7360');
  const leaf = s.tint('#56704a');
  let out = path(
    `M${f(x - 8)},${f(base)} Q${f(x - 20)},${f(base - h * 0.5)} ${f(x + 10)},${f(base - h)} L${f(x + 22)},${f(base - h)} Q${f(x - 4)},${f(base - h * 0.5)} ${f(x + 10)},${f(base)} Z`,
    trunk,
  );
  const tx = x + 16;
  const ty = base - h;
  for (let k = 0; k < 7; k++) {
    const a = -Math.PI + (k / 6) * Math.PI;
    const ex = tx + Math.cos(a) * h * 0.32;
    const ey = ty + Math.sin(a) * h * 0.16 + h * 0.08;
    out += path(
      `M${f(tx)},${f(ty)} Q${f((tx + ex) / 2)},${f(ty - h * 0.12)} ${f(ex)},${f(ey)} Q${f((tx + ex) / 2)},${f(ty - h * 0.04)} ${f(tx)},${f(ty)} Z`,
      leaf,
    );
  }
  return out;
}

const CLOTHES = ['#3b4352', '#6b4f3f', '#b65f3b', '#8a8275', '#2f3a34', '#c9b79c', '#56607a'];

function person(s: Scene, x: number, base: number, h: number, color?: string): string {
  const c = color ?? s.tint(pick(s, CLOTHES));
  const legs = darken(c, 0.35);
  const skin = s.tint(pick(s, ['#c99b7d', '#a87a5c', '#e0b899', '#7c5a44']));
  const spread = between(s, 0.02, 0.07) * h;
  const hip = base - h * 0.46;
  return (
    ellipse(x, base, h * 0.16, h * 0.025, '#000', `opacity="${f(s.pal.shadow * 1.2)}"`) +
    line(x - h * 0.04, hip, x - h * 0.04 - spread, base - h * 0.02, legs, h * 0.075, 'stroke-linecap="round"') +
    line(x + h * 0.04, hip, x + h * 0.04 + spread, base - h * 0.02, legs, h * 0.075, 'stroke-linecap="round"') +
    rect(x - h * 0.11, base - h * 0.82, h * 0.22, h * 0.42, c, `rx="${f(h * 0.07)}"`) +
    circle(x, base - h * 0.9, h * 0.075, skin)
  );
}

function crowd(s: Scene, x0: number, x1: number, base: number, h: number, count: number, color?: string): string {
  const people: { x: number; y: number; h: number }[] = [];
  for (let i = 0; i < count; i++) {
    const depth = s.rng();
    people.push({
      x: between(s, x0, x1),
      y: base - depth * h * 0.25,
      h: h * (0.85 + s.rng() * 0.2) * (1 - depth * 0.12),
    });
  }
  people.sort((a, b) => a.y - b.y);
  return people.map((p) => person(s, p.x, p.y, p.h, color)).join('');
}

function car(s: Scene, x: number, base: number, len: number, color: string, facingLeft = false): string {
  const h = len * 0.3;
  const r = len * 0.095;
  const body = s.tint(color);
  const glass = mix(s.pal.glass[1], '#1c2228', 0.3);
  const shape =
    path(
      `M0,${f(-r * 0.8)} L0,${f(-h * 0.5)} Q${f(len * 0.02)},${f(-h * 0.6)} ${f(len * 0.16)},${f(-h * 0.62)} L${f(len * 0.3)},${f(-h * 0.64)} L${f(len * 0.42)},${f(-h)} L${f(len * 0.74)},${f(-h)} L${f(len * 0.86)},${f(-h * 0.62)} L${f(len * 0.97)},${f(-h * 0.56)} Q${f(len)},${f(-h * 0.5)} ${f(len)},${f(-r * 0.8)} Z`,
      body,
    ) +
    poly([len * 0.33, -h * 0.64, len * 0.44, -h * 0.94, len * 0.56, -h * 0.94, len * 0.56, -h * 0.64], glass) +
    poly([len * 0.59, -h * 0.64, len * 0.59, -h * 0.94, len * 0.72, -h * 0.94, len * 0.82, -h * 0.64], glass) +
    rect(0, -h * 0.48, len, h * 0.05, lighten(body, 0.25), 'opacity="0.5"') +
    [0.2, 0.8].map((k) => circle(len * k, -r, r, '#1d1c1b') + circle(len * k, -r, r * 0.5, '#8d8a86')).join('') +
    (isDark(s) ? rect(len * 0.985, -h * 0.5, len * 0.02, h * 0.08, '#ffe7b0') : '');
  const flip = facingLeft ? `translate(${f(x + len)},${f(base)}) scale(-1,1)` : `translate(${f(x)},${f(base)})`;
  return (
    ellipse(x + len / 2, base, len * 0.55, len * 0.04, '#000', `opacity="${f(s.pal.shadow * 1.5)}"`) +
    g(shape, `transform="${flip}"`)
  );
}

const CAR_COLOURS = ['#e9e6e0', '#2d3035', '#7f8790', '#6b3a2c', '#c9c1b0', '#3d4b5c'];

/** Far sidewalk, road with lane marks, near sidewalk: the street every outdoor scene stands on. */
function street(s: Scene, base: number, withCars = true): string {
  const pave = s.tint(M.pavement);
  const asphalt = s.tint(M.asphalt);
  const roadTop = base + 60;
  const roadBottom = base + 200;
  let out = rect(0, base, W, 60, pave) + rect(0, base + 56, W, 6, darken(pave, 0.2));
  out += rect(
    0,
    roadTop,
    W,
    roadBottom - roadTop,
    linear(s, [
      [0, lighten(asphalt, 0.08)],
      [1, asphalt],
    ]),
  );
  for (let x = 30; x < W; x += 180)
    out += rect(x, (roadTop + roadBottom) / 2 - 3, 90, 6, lighten(pave, 0.3), 'opacity="0.8"');
  out += rect(
    0,
    roadBottom,
    W,
    H - roadBottom,
    linear(s, [
      [0, pave],
      [1, darken(pave, 0.12)],
    ]),
  );
  for (let x = 0; x < W; x += 120) out += line(x, roadBottom, x - 60, H, darken(pave, 0.1), 2);
  if (withCars) {
    // One car per 480 px slot at most, so cars never pile onto each other.
    const slots = [0, 1, 2, 3, 4].filter(() => s.rng() < 0.45);
    for (const slot of slots) {
      const left = s.rng() < 0.5;
      const lane = left ? roadTop + 62 : roadBottom - 4;
      out += car(s, slot * 480 + between(s, 20, 100), lane, between(s, 330, 380), pick(s, CAR_COLOURS), left);
    }
  }
  return out;
}

function vignette(s: Scene, strength = 0.28): string {
  const fill = radial(
    s,
    [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ],
    W / 2,
    H / 2,
    W * 0.72,
  );
  return rect(0, 0, W, H, fill);
}

// ---------------------------------------------------------------------------------------------
// Building kit
// ---------------------------------------------------------------------------------------------

/** Draws one rectangle of a face; side faces swap in a painter that maps it into perspective. */
type Paint = (x: number, y: number, w: number, h: number, fill: string, extra?: string) => string;

/** One-point perspective of a street scene: side faces recede to (vpX, horizon). */
interface View {
  vpX: number;
  horizon: number;
  dist: number;
}

// The view is per picture and shared by every building in it, so it hangs off the scene.
const views = new WeakMap<Scene, View>();

/** Sets eye level a little above the street and the vanishing point off to one side of the hero. */
function setView(s: Scene, ground: number, heroX: number, eye = 150): View {
  const side = s.variant % 2 === 0 ? 1 : -1;
  const view = { vpX: heroX + side * W * between(s, 0.4, 0.55), horizon: ground - eye, dist: 1700 };
  views.set(s, view);
  return view;
}

function viewOf(s: Scene): View {
  return views.get(s) ?? { vpX: W * 0.9, horizon: H * 0.8, dist: 1700 };
}

/** Screen position of a front-plane point pushed `depth` px back towards the vanishing point. */
function recede(v: View, x: number, y: number, depth: number): [number, number] {
  const k = v.dist / (v.dist + depth);
  return [v.vpX + (x - v.vpX) * k, v.horizon + (y - v.horizon) * k];
}

interface Box {
  x: number;
  base: number;
  w: number;
  h: number;
  depth: number;
  /** How far the front face stands back from the picture plane (set-backs, upper volumes). */
  z?: number;
}

/**
 * A building volume in perspective. `front` is drawn in face coordinates (0..w by 0..h); `side`
 * receives a painter for face coordinates (0..depth by 0..h) on whichever side faces the
 * vanishing point. The roof shows only when it is below eye level.
 */
function prism(
  s: Scene,
  b: Box,
  colour: string,
  front: string,
  side?: (paint: Paint) => string,
  roof?: string,
): string {
  const v = viewOf(s);
  const z = b.z ?? 0;
  const top = b.base - b.h;
  const c = s.tint(colour);
  let out = '';
  if (top > v.horizon) {
    const pts = [
      ...recede(v, b.x, top, z),
      ...recede(v, b.x + b.w, top, z),
      ...recede(v, b.x + b.w, top, z + b.depth),
      ...recede(v, b.x, top, z + b.depth),
    ];
    out += poly(pts, roof ?? lighten(c, 0.15));
  }
  const edge = b.x + b.w < v.vpX ? b.x + b.w : b.x > v.vpX ? b.x : null;
  if (edge !== null) {
    const map = (u: number, y: number) => recede(v, edge, top + y, z + u);
    const paint: Paint = (x, y, w, h, fill, extra = '') =>
      poly([...map(x, y), ...map(x + w, y), ...map(x + w, y + h), ...map(x, y + h)], fill, extra);
    const lit = s.pal.sunX < v.vpX === (edge === b.x);
    const shade = s.pal.sun === null ? 0.2 : lit ? 0.08 : 0.26;
    out +=
      paint(0, 0, b.depth, b.h, c) +
      (side ? side(paint) : '') +
      paint(0, 0, b.depth, b.h, '#000', `opacity="${shade}"`);
  }
  const k = v.dist / (v.dist + z);
  const scale = Math.round(k * 1000) / 1000;
  const place = z
    ? `matrix(${scale},0,0,${scale},${f(v.vpX + (b.x - v.vpX) * k)},${f(v.horizon + (top - v.horizon) * k)})`
    : `translate(${f(b.x)},${f(top)})`;
  return out + g(rect(0, 0, b.w, b.h, c) + front, `transform="${place}"`);
}

/** Shadow cast on the ground to the side away from the sun. */
function castShadow(s: Scene, b: Box, length = 0.25): string {
  const dir = s.pal.sunX < W / 2 ? 1 : -1;
  const len = Math.min(b.h * length, 400) * dir;
  return poly(
    [b.x, b.base, b.x + b.w, b.base, b.x + b.w + len, b.base + 34, b.x + len, b.base + 34],
    '#000',
    `opacity="${f(s.pal.shadow * 0.8)}"`,
  );
}

interface GridSpec {
  cols: number;
  rows: number;
  padX: number;
  padTop: number;
  padBottom: number;
  gapX: number;
  gapY: number;
  litBoost?: number;
  frame?: string;
}

/** Punched windows in a wall: glass that mirrors the sky, some of them lit from within. */
function windowGrid(s: Scene, w: number, h: number, o: GridSpec, paint: Paint = rect): string {
  const cellW = (w - o.padX * 2) / o.cols;
  const cellH = (h - o.padTop - o.padBottom) / o.rows;
  const glass = linear(s, [
    [0, s.pal.glass[0]],
    [1, s.pal.glass[1]],
  ]);
  const lit = linear(s, [
    [0, lighten(s.pal.lit, 0.3)],
    [1, s.pal.lit],
  ]);
  const ratio = Math.min(0.9, s.pal.litRatio + (o.litBoost ?? 0));
  let out = '';
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c < o.cols; c++) {
      const x = o.padX + c * cellW + o.gapX / 2;
      const y = o.padTop + r * cellH + o.gapY / 2;
      const fill = s.rng() < ratio ? lit : glass;
      out += paint(x, y, cellW - o.gapX, cellH - o.gapY, fill);
    }
  }
  if (o.frame) {
    for (let r = 0; r < o.rows; r++)
      out += paint(
        o.padX,
        o.padTop + (r + 1) * cellH - o.gapY / 2,
        w - o.padX * 2,
        Math.max(3, o.gapY * 0.18),
        o.frame,
        'opacity="0.6"',
      );
  }
  return out;
}

/**
 * A glass curtain wall: one gradient reflecting the sky, floor spandrels and mullions on top,
 * and lit bays where the time of day calls for it. Cheap: rows + cols + lit cells, not rows x cols.
 */
function curtainWall(
  s: Scene,
  w: number,
  h: number,
  rows: number,
  cols: number,
  mullion: string,
  litBoost = 0,
  paint: Paint = rect,
): string {
  const reflect = linear(s, [
    [0, mix(s.pal.sky[1], s.pal.glass[0], 0.5)],
    [0.55, s.pal.glass[0]],
    [1, s.pal.glass[1]],
  ]);
  let out = paint(0, 0, w, h, reflect);
  const cellW = w / cols;
  const cellH = h / rows;
  const ratio = Math.min(0.9, s.pal.litRatio + litBoost);
  const lit = s.pal.lit;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (s.rng() < ratio)
        out += paint(c * cellW, r * cellH, cellW, cellH, lit, `opacity="${f(between(s, 0.65, 0.95))}"`);
    }
  }
  for (let r = 1; r < rows; r++) out += paint(0, r * cellH - cellH * 0.09, w, cellH * 0.18, mullion, 'opacity="0.85"');
  for (let c = 1; c < cols; c++) out += paint(c * cellW - 1.5, 0, 3, h, mullion, 'opacity="0.7"');
  return out;
}

/** Diagonal light streak across glass; it is what reads as "reflective" at a glance. */
function sheen(s: Scene, w: number, h: number, strength = 0.22): string {
  const fill = linear(
    s,
    [
      [0, '#ffffff', 0],
      [0.38, '#ffffff', 0],
      [0.46, '#ffffff', strength],
      [0.52, '#ffffff', strength * 0.3],
      [0.6, '#ffffff', strength * 0.8],
      [0.68, '#ffffff', 0],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    0.6,
  );
  return rect(0, 0, w, h, fill);
}

// ---------------------------------------------------------------------------------------------
// Perspective kit (interiors, lobby, parking)
// ---------------------------------------------------------------------------------------------

interface Camera {
  cx: number;
  cy: number;
  focal: number;
}

/** Pinhole projection; world y grows downwards like the screen, camera at the origin looking +z. */
function project(cam: Camera, x: number, y: number, z: number): [number, number] {
  return [cam.cx + (cam.focal * x) / z, cam.cy + (cam.focal * y) / z];
}

function quad3(cam: Camera, pts: readonly (readonly [number, number, number])[], fill: string, extra = ''): string {
  const flat: number[] = [];
  for (const [x, y, z] of pts) flat.push(...project(cam, x, y, z));
  return poly(flat, fill, extra);
}

interface Box3 {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** Visible faces of an axis-aligned box seen from the origin; `cap` paints the top or the underside. */
function box3(cam: Camera, b: Box3, front: string, side: string, cap: string): string {
  let out = '';
  if (b.y1 < 0)
    out += quad3(
      cam,
      [
        [b.x0, b.y1, b.z0],
        [b.x1, b.y1, b.z0],
        [b.x1, b.y1, b.z1],
        [b.x0, b.y1, b.z1],
      ],
      cap,
    );
  if (b.x1 < 0)
    out += quad3(
      cam,
      [
        [b.x1, b.y0, b.z0],
        [b.x1, b.y0, b.z1],
        [b.x1, b.y1, b.z1],
        [b.x1, b.y1, b.z0],
      ],
      side,
    );
  if (b.x0 > 0)
    out += quad3(
      cam,
      [
        [b.x0, b.y0, b.z0],
        [b.x0, b.y0, b.z1],
        [b.x0, b.y1, b.z1],
        [b.x0, b.y1, b.z0],
      ],
      side,
    );
  if (b.y0 > 0)
    out += quad3(
      cam,
      [
        [b.x0, b.y0, b.z0],
        [b.x1, b.y0, b.z0],
        [b.x1, b.y0, b.z1],
        [b.x0, b.y0, b.z1],
      ],
      cap,
    );
  out += quad3(
    cam,
    [
      [b.x0, b.y0, b.z0],
      [b.x1, b.y0, b.z0],
      [b.x1, b.y1, b.z0],
      [b.x0, b.y1, b.z0],
    ],
    front,
  );
  return out;
}

/** Text lying on a floor plane (y = const), linearised at its anchor: good for short labels. */
function floorText(cam: Camera, x: number, y: number, z: number, str: string, size: number, fill: string): string {
  const [sx, sy] = project(cam, x, y, z);
  const a = (size * cam.focal) / z;
  const c = (size * cam.focal * x) / (z * z);
  const d = (size * cam.focal * y) / (z * z);
  return `<text transform="matrix(${Math.round(a * 1000) / 1000},0,${Math.round(c * 1000) / 1000},${Math.round(d * 1000) / 1000},${f(sx)},${f(sy)})" font-family="sans-serif" font-size="1" font-weight="bold" text-anchor="middle" fill="${fill}" fill-opacity="0.8">${escapeXml(str)}</text>`;
}

/** Text on a plane facing the camera (z = const): a plain scaled label. */
function facingText(
  cam: Camera,
  x: number,
  y: number,
  z: number,
  str: string,
  size: number,
  fill: string,
  extra = '',
): string {
  const [sx, sy] = project(cam, x, y, z);
  return text(sx, sy, str, (size * cam.focal) / z, fill, `text-anchor="middle" ${extra}`);
}

// ---------------------------------------------------------------------------------------------
// Buildings in the city
// ---------------------------------------------------------------------------------------------

/** A simpler tower, faded into the haze, so the hero building has neighbours. */
function hazeTower(s: Scene, x: number, base: number, w: number, h: number, fade: number): string {
  const colour = mix(M.stone2, s.pal.haze, fade);
  const floors = Math.max(6, Math.round(h / 34));
  const spec = {
    cols: Math.max(3, Math.round(w / 50)),
    rows: floors,
    padX: 10,
    padTop: 12,
    padBottom: 8,
    gapX: 14,
    gapY: 14,
  };
  const front = windowGrid(s, w, h, spec) + rect(0, 0, w, h, s.pal.haze, `opacity="${f(fade * 0.7)}"`);
  const side = (paint: Paint) =>
    windowGrid(s, w * 0.5, h, { ...spec, cols: 2 }, paint) +
    paint(0, 0, w * 0.5, h, s.pal.haze, `opacity="${f(fade * 0.7)}"`);
  return prism(s, { x, base, w, h, depth: w * 0.5 }, colour, front, side);
}

function streetTrees(s: Scene, base: number, gapFrom: number, gapTo: number, size = 190): string {
  let out = '';
  for (let x = between(s, 40, 140); x < W + 100; x += between(s, 230, 320)) {
    if (x > gapFrom && x < gapTo) continue;
    out += tree(s, x, base, size * between(s, 0.85, 1.1));
  }
  return out;
}

function drawTower(s: Scene): string {
  const ground = 1330;
  const cx = framing(s);
  const floors = 24 + s.variant * 2 + int(s, 0, 4);
  const w = between(s, 360, 470);
  const depth = w * between(s, 0.38, 0.5);
  const podiumH = 130;
  const crownH = 110;
  const floorH = Math.min(34, (ground - podiumH - crownH - 150) / floors);
  const h = floors * floorH;
  const base = ground - podiumH;
  const x = cx - w / 2;
  const bronze = s.tint(M.bronze);
  const mullion = darken(s.tint(M.dark), 0.1);
  setView(s, ground, cx);
  let out = sky(s, ground) + mountains(s, ground - 150) + cityBackdrop(s, ground, 60, 240, 0.6);
  out += hazeTower(s, x - w * 1.3, ground, w * 0.7, h * between(s, 0.45, 0.7), 0.45);
  out += hazeTower(s, x + w * 1.6, ground, w * 0.8, h * between(s, 0.5, 0.8), 0.4);
  const cols = int(s, 8, 11);
  let front = curtainWall(s, w, h, floors, cols, mullion, isDark(s) ? 0.1 : 0);
  for (let c = 0; c <= cols; c += 2) front += rect((c * w) / cols - 5, 0, 10, h, bronze);
  front += sheen(s, w, h);
  const side = (paint: Paint) =>
    curtainWall(s, depth, h, floors, Math.max(3, Math.round(cols * 0.4)), mullion, 0, paint);
  out += crown(s, { x, base: base - h, w, h: crownH, depth, z: 40 }, bronze, () =>
    prism(s, { x, base, w, h, depth, z: 40 }, M.dark, front, side),
  );
  out += podium(s, x - w * 0.25, ground, w * 1.5, podiumH, depth * 1.3);
  out += street(s, ground);
  out += streetTrees(s, ground + 48, x - 80, x + w * 1.3);
  out += crowd(s, x - w * 0.2, x + w * 1.3, ground + 52, 70, int(s, 5, 9));
  return out + vignette(s);
}

/**
 * The top of the tower: a recessed plant floor behind bronze fins, capped by a thin bronze
 * cornice. The body is drawn between the two because it hides the foot of the recess.
 */
function crown(s: Scene, b: Box, bronze: string, body: () => string): string {
  const inset = b.w * 0.06;
  const recessH = b.h * 0.7;
  const z = b.z ?? 0;
  let fins = '';
  for (let i = 0; i <= 10; i++) fins += rect(((b.w - inset * 2) * i) / 10 - 4, 0, 8, recessH, bronze);
  const recess = prism(
    s,
    { x: b.x + inset, base: b.base, w: b.w - inset * 2, h: recessH, depth: b.depth - inset * 2, z: z + inset },
    M.dark,
    fins,
    (p) => p(0, 0, b.depth, recessH, '#000', 'opacity="0.2"'),
  );
  const cornice = prism(
    s,
    { x: b.x - 4, base: b.base - recessH, w: b.w + 8, h: 22, depth: b.depth + 4, z },
    M.bronze,
    rect(0, 16, b.w + 8, 6, darken(bronze, 0.3)),
  );
  return recess + body() + cornice;
}

/** Stone podium with a double-height glazed lobby and a thin canopy. */
function podium(s: Scene, x: number, ground: number, w: number, h: number, depth: number): string {
  const stone = s.tint(M.stone);
  const warm = isDark(s) ? s.pal.lit : mix(s.pal.glass[0], s.pal.lit, 0.35);
  const glass = linear(s, [
    [0, warm],
    [1, mix(warm, s.pal.glass[1], 0.5)],
  ]);
  let front = rect(w * 0.08, h * 0.22, w * 0.84, h * 0.78, glass);
  for (let i = 1; i < 8; i++)
    front += rect(w * 0.08 + (w * 0.84 * i) / 8 - 2, h * 0.22, 4, h * 0.78, darken(stone, 0.5));
  front += rect(w * 0.02, h * 0.16, w * 0.96, 10, darken(stone, 0.55));
  front += rect(0, 0, w, 6, lighten(stone, 0.3));
  return (
    castShadow(s, { x, base: ground, w, h, depth }, 0.6) + prism(s, { x, base: ground, w, h, depth }, M.stone, front)
  );
}

function balconyFacade(s: Scene, w: number, h: number, floors: number, bays: number, checker: boolean): string {
  const floorH = h / floors;
  const bayW = w / bays;
  const slab = lighten(s.tint(M.render), 0.3);
  const recessC = darken(s.tint(M.stone2), 0.15);
  const glass = linear(s, [
    [0, s.pal.glass[0]],
    [1, s.pal.glass[1]],
  ]);
  const lit = linear(s, [
    [0, lighten(s.pal.lit, 0.25)],
    [1, s.pal.lit],
  ]);
  const accent = s.tint(M.terracotta);
  const rail = s.tint(M.bronze);
  let out = '';
  for (let r = 0; r < floors; r++) {
    const y = r * floorH;
    const groundFloor = r === floors - 1;
    for (let c = 0; c < bays; c++) {
      const x = c * bayW;
      if (groundFloor) {
        out += rect(x + bayW * 0.08, y + floorH * 0.12, bayW * 0.84, floorH * 0.88, isDark(s) ? lit : glass);
        continue;
      }
      const loggia = !checker || (r + c) % 2 === 0;
      const fill = s.rng() < s.pal.litRatio ? lit : glass;
      if (loggia) out += rect(x + bayW * 0.06, y + floorH * 0.08, bayW * 0.88, floorH * 0.92, recessC);
      out += rect(x + bayW * 0.16, y + floorH * 0.2, bayW * 0.68, floorH * 0.8, fill);
      out += rect(x + bayW * 0.5 - 1.5, y + floorH * 0.2, 3, floorH * 0.8, darken(slab, 0.5), 'opacity="0.5"');
      if (loggia) {
        out += rect(x + bayW * 0.06, y + floorH * 0.08, bayW * 0.88, floorH * 0.12, '#000', 'opacity="0.18"');
        out += rect(x - 4, y + floorH * 0.56, bayW + 8, floorH * 0.44, '#e8f0f2', 'opacity="0.28"');
        out += rect(x - 4, y + floorH * 0.56, bayW + 8, 4, rail);
      }
    }
    if (r < floors - 1) {
      out += rect(-8, y + floorH - 2, w + 16, 14, slab);
      out += rect(-8, y + floorH + 12, w + 16, 8, '#000', 'opacity="0.12"');
    }
  }
  for (let c = 0; c <= bays; c += 2) out += rect(c * bayW - bayW * 0.07, 0, bayW * 0.14, h - floorH, accent);
  out += rect(-8, 0, w + 16, 22, slab);
  return out;
}

const BLOCK_FLOOR = 92;
const BLOCK_BAY = 148;

function residentialBlock(
  s: Scene,
  x: number,
  base: number,
  floors: number,
  bays: number,
  fade: number,
  z = 0,
): string {
  const floorH = BLOCK_FLOOR;
  const w = bays * BLOCK_BAY;
  const h = floors * floorH;
  const depth = between(s, 150, 210);
  const checker = s.rng() < 0.5;
  const front =
    balconyFacade(s, w, h, floors, bays, checker) +
    (fade ? rect(-10, 0, w + 20, h, s.pal.haze, `opacity="${fade}"`) : '');
  const side = (paint: Paint) =>
    windowGrid(s, depth, h, { cols: 2, rows: floors, padX: 20, padTop: 30, padBottom: 10, gapX: 34, gapY: 34 }, paint) +
    (fade ? paint(0, 0, depth, h, s.pal.haze, `opacity="${fade}"`) : '');
  const box = { x, base, w, h, depth, z };
  if (z) return prism(s, box, M.render, front, side);
  const top = base - h;
  let pergola = '';
  for (let i = 0; i < 5; i++) pergola += rect(x + w * 0.12 + i * 36, top - 52, 6, 52, s.tint(M.bronze));
  pergola += rect(x + w * 0.12 - 10, top - 58, 180, 10, s.tint(M.bronze));
  return castShadow(s, box, 0.3) + prism(s, box, M.render, front, side) + pergola;
}

/** The front-plane x that lands at screen x `sx` once pushed `z` back: places blocks by eye. */
function atScreenX(v: View, sx: number, z: number): number {
  return v.vpX + (sx - v.vpX) * ((v.dist + z) / v.dist);
}

function drawResidential(s: Scene): string {
  const ground = 1400;
  const cx = framing(s);
  const view = setView(s, ground, cx);
  let out = sky(s, view.horizon) + mountains(s, view.horizon) + cityBackdrop(s, view.horizon + 10, 60, 200, 0.6);
  out += rect(
    0,
    view.horizon,
    W,
    H - view.horizon,
    linear(s, [
      [0, mix(s.tint(M.grass), s.pal.haze, 0.3)],
      [1, darken(s.tint(M.grass), 0.2)],
    ]),
  );
  const bays = int(s, 5, 6);
  const mainW = bays * BLOCK_BAY;
  const mainFloors = 7 + (s.variant % 3) + int(s, 0, 1);
  const away = view.vpX > cx ? -1 : 1;
  // Back blocks sit beside the main one, on the side away from the vanishing point, so they show.
  const farZ = 1000;
  const farW = 4 * BLOCK_BAY * (view.dist / (view.dist + farZ));
  const farSx = away < 0 ? cx - mainW / 2 - farW - 40 : cx + mainW / 2 + 40;
  out += residentialBlock(s, atScreenX(view, farSx, farZ), ground, mainFloors + 3, 4, 0.3, farZ);
  const nearZ = 420;
  const nearW = (bays - 1) * BLOCK_BAY * (view.dist / (view.dist + nearZ));
  const nearSx = away < 0 ? cx + mainW / 2 - nearW * 0.35 : cx - mainW / 2 - nearW * 0.65;
  if (s.variant % 2 === 0)
    out += residentialBlock(s, atScreenX(view, nearSx, nearZ), ground, mainFloors + 2, bays - 1, 0.15, nearZ);
  out += residentialBlock(s, cx - mainW / 2, ground, mainFloors, bays, 0);
  out += path(
    `M${f(cx - 90)},${f(ground)} L${f(cx + 30)},${f(ground)} L${f(cx + 260)},${f(H)} L${f(cx - 200)},${f(H)} Z`,
    s.tint(M.pavement),
  );
  for (let x = 80; x < W; x += between(s, 250, 420)) {
    if (Math.abs(x - cx) < 160) continue;
    out += tree(s, x, ground + between(s, 40, 110), between(s, 220, 300));
  }
  out += crowd(s, cx - 200, cx + 120, ground + 150, 120, int(s, 2, 4));
  return out + vignette(s);
}

// ---------------------------------------------------------------------------------------------
// Villa, hotel, office, mixed use
// ---------------------------------------------------------------------------------------------

function stoneCladding(s: Scene, w: number, h: number, paint: Paint = rect): string {
  const base = s.tint(M.stone2);
  let out = '';
  for (let y = 0, row = 0; y < h; y += 26, row++) {
    out += paint(0, y, w, 24, mix(base, row % 2 ? '#ffffff' : '#8a7660', between(s, 0.02, 0.12)));
    for (let x = (row % 2) * 40 + between(s, 0, 40); x < w; x += between(s, 70, 140))
      out += paint(x, y, 2, 24, darken(base, 0.25), 'opacity="0.6"');
  }
  return out;
}

/** Floor-to-ceiling sliding glazing; warm interior light shows through at dusk and at night. */
function glazing(s: Scene, x: number, y: number, w: number, h: number, panes: number): string {
  const [top, bottom] = isDark(s)
    ? [lighten(s.pal.lit, 0.2), s.pal.lit]
    : [mix(s.pal.glass[0], s.pal.sky[1], 0.3), s.pal.glass[1]];
  let out = rect(
    x,
    y,
    w,
    h,
    linear(s, [
      [0, top],
      [1, bottom],
    ]),
  );
  if (isDark(s)) out += rect(x, y + h * 0.55, w, h * 0.45, darken(s.pal.lit, 0.3), 'opacity="0.4"');
  const frame = darken(s.tint(M.dark), 0.1);
  for (let i = 0; i <= panes; i++) out += rect(x + (w * i) / panes - 3, y, 6, h, frame);
  out += rect(x, y, w, 6, frame) + rect(x, y + h - 6, w, 6, frame);
  return out + g(sheen(s, w, h, 0.18), `transform="translate(${f(x)},${f(y)})"`);
}

function lounger(s: Scene, x: number, base: number): string {
  const c = s.tint('#f3eee6');
  return (
    rect(x, base - 22, 120, 12, c) +
    poly([x + 100, base - 22, x + 120, base - 22, x + 150, base - 62, x + 134, base - 66], c) +
    rect(x + 8, base - 10, 6, 10, darken(c, 0.4)) +
    rect(x + 106, base - 10, 6, 10, darken(c, 0.4))
  );
}

function pool(s: Scene, x: number, top: number, w: number, h: number, spread: number): string {
  const coping = s.tint('#efe8dc');
  const water = linear(s, [
    [0, mix(s.pal.sky[1], M.water, 0.45)],
    [0.4, s.tint(M.water)],
    [1, darken(s.tint(M.water), 0.3)],
  ]);
  let out = poly(
    [x - 24, top - 14, x + w + 24, top - 14, x + w + spread + 34, top + h + 18, x - spread - 34, top + h + 18],
    coping,
  );
  out += poly([x, top, x + w, top, x + w + spread, top + h, x - spread, top + h], water);
  for (let i = 0; i < 14; i++) {
    const yy = top + 12 + s.rng() * (h - 24);
    const xx = x - spread + s.rng() * (w + spread);
    const len = between(s, 40, 140);
    out += path(
      `M${f(xx)},${f(yy)} q${f(len / 4)},-6 ${f(len / 2)},0 t${f(len / 2)},0`,
      'none',
      `stroke="#ffffff" stroke-width="3" opacity="${f(between(s, 0.25, 0.55))}"`,
    );
  }
  return out;
}

function drawVilla(s: Scene): string {
  const ground = 1060;
  const cx = framing(s);
  const p = s.pal;
  const view = setView(s, ground, cx, 170);
  let out = sky(s, view.horizon);
  out += ridge(s, view.horizon, 300, mix(p.haze, p.sky[2], 0.3), W * between(s, 0.2, 0.8));
  out += ridge(s, view.horizon + 60, 130, s.tint(mix(M.olive, p.hill, 0.4)), W * between(s, 0.2, 0.8));
  out += rect(
    0,
    view.horizon + 50,
    W,
    H - view.horizon - 50,
    linear(s, [
      [0, mix(s.tint(M.grass), p.haze, 0.3)],
      [1, darken(s.tint(M.grass), 0.18)],
    ]),
  );
  const lowW = between(s, 1150, 1350);
  const lowH = 240;
  const x = cx - lowW / 2;
  const low: Box = { x, base: ground, w: lowW, h: lowH, depth: 220 };
  const upW = lowW * between(s, 0.5, 0.62);
  const upX = s.variant % 2 ? x + lowW - upW * 0.85 : x - upW * 0.12;
  const up: Box = { x: upX, base: ground - lowH - 16, w: upW, h: 200, depth: 200 };
  out += cypress(s, x - 120, ground + 10, 560) + cypress(s, x - 40, ground + 4, 470);
  out += castShadow(s, low, 0.5);
  const glazeFrom = s.variant % 2 ? 0.06 : 0.34;
  out += prism(
    s,
    low,
    M.stone2,
    stoneCladding(s, lowW, lowH) + glazing(s, lowW * glazeFrom, 30, lowW * 0.6, lowH - 30, 6),
    (paint) => stoneCladding(s, 220, lowH, paint),
  );
  out += roofSlab(s, x - 30, ground - lowH, lowW + 60, 220);
  let upFront = glazing(s, upW * 0.08, 40, upW * 0.84, 120, 5);
  for (let sx = upW * 0.5; sx < upW * 0.92; sx += 20) upFront += rect(sx, 40, 8, 120, s.tint(M.wood));
  out += prism(s, up, M.render, upFront);
  out += roofSlab(s, upX - 40, up.base - up.h, upW + 80, 200);
  out +=
    rect(x - 160, ground, lowW + 480, 46, s.tint(M.wood)) +
    rect(x - 160, ground + 40, lowW + 480, 6, darken(s.tint(M.wood), 0.3));
  out += pool(s, x + 80, ground + 110, lowW * 0.78, 230, 110);
  for (let i = 0; i < 3; i++) out += lounger(s, x + lowW * 0.86 + i * 170, ground + 40);
  out += cypress(s, x + lowW + 330, ground + 30, 620) + cypress(s, x + lowW + 430, ground + 20, 520);
  out += tree(s, x + lowW + 620, ground + 140, 300) + tree(s, x - 300, ground + 200, 330);
  out += rect(0, H - 90, W, 90, s.tint(M.foliageDark), 'opacity="0.9"');
  for (let xx = 0; xx < W; xx += 90) out += ellipse(xx, H - 90, 60, 38, s.tint(M.foliageDark));
  return out + vignette(s);
}

/** A thin flat roof with a deep overhang: the signature line of a modern villa. */
function roofSlab(s: Scene, x: number, y: number, w: number, depth: number): string {
  const c = s.tint(M.render);
  return prism(
    s,
    { x, base: y, w, h: 18, depth, z: -20 },
    M.render,
    rect(0, 12, w, 6, darken(c, 0.35)),
    undefined,
    lighten(c, 0.1),
  );
}

function drawHotel(s: Scene): string {
  const ground = 1330;
  const cx = framing(s);
  const floors = 13 + (s.variant % 3) * 2 + int(s, 0, 2);
  const floorH = 50;
  const w = between(s, 720, 860);
  const depth = 240;
  const h = floors * floorH + 90;
  const x = cx - w / 2;
  const base = ground - 140;
  const dark = isDark(s);
  setView(s, ground, cx);
  let out = sky(s, ground) + mountains(s, ground - 150) + cityBackdrop(s, ground, 80, 260, 0.55);
  const grid = {
    cols: Math.round(w / 62),
    rows: floors,
    padX: 30,
    padTop: 90,
    padBottom: 0,
    gapX: 20,
    gapY: 16,
    litBoost: dark ? 0.2 : 0.08,
  };
  let front = windowGrid(s, w, h, grid);
  for (let c = 0; c <= grid.cols; c += 3)
    front += rect(30 + ((w - 60) * c) / grid.cols - 8, 90, 16, h - 90, s.tint(M.stone));
  front += rect(0, 0, w, 90, s.tint(M.dark));
  front += rect(0, 84, w, 6, s.tint(M.bronze));
  const signColour = dark ? s.pal.lit : s.tint(M.bronze);
  if (dark)
    front += text(
      w / 2,
      64,
      'HOTEL',
      56,
      s.pal.lit,
      `text-anchor="middle" font-weight="bold" letter-spacing="26" opacity="0.45" stroke="${s.pal.lit}" stroke-width="8"`,
    );
  front += text(w / 2, 64, 'HOTEL', 56, signColour, 'text-anchor="middle" font-weight="bold" letter-spacing="26"');
  const side = (paint: Paint) =>
    windowGrid(s, depth, h, { ...grid, cols: 3, padX: 20 }, paint) + paint(0, 0, depth, 90, s.tint(M.dark));
  out += castShadow(s, { x, base, w, h, depth }, 0.3);
  out += prism(s, { x, base, w, h, depth }, M.stone2, front, side);
  out += hotelBase(s, x, ground, w, depth);
  out += street(s, ground);
  out += flags(s, x - 450, ground + 40, 3);
  for (let i = 0; i < 4; i++) out += palm(s, x + w + 180 + i * 190, ground + 50, between(s, 300, 380));
  out += crowd(s, x + w * 0.2, x + w * 0.8, ground + 52, 76, int(s, 3, 6));
  return out + vignette(s);
}

/** The hotel's glazed ground floor with a bronze canopy and, after dark, pools of downlight. */
function hotelBase(s: Scene, x: number, ground: number, w: number, depth: number): string {
  const baseH = 140;
  let front = glazing(s, 20, 20, w - 40, baseH - 20, 10);
  front += rect(w * 0.42, 40, w * 0.16, baseH - 40, darken(s.tint(M.dark), 0.2), 'opacity="0.5"');
  let out = prism(s, { x, base: ground, w, h: baseH, depth }, M.stone, front);
  const cx0 = x + w * 0.28;
  const cw = w * 0.44;
  out += prism(s, { x: cx0, base: ground - baseH + 30, w: cw, h: 18, depth: 140, z: -140 }, M.bronze, '');
  if (isDark(s)) {
    for (let i = 0; i < 5; i++) {
      const lx = cx0 + cw * (0.1 + i * 0.2);
      out += poly(
        [lx - 8, ground - baseH + 48, lx + 8, ground - baseH + 48, lx + 60, ground + 50, lx - 60, ground + 50],
        s.pal.lit,
        'opacity="0.18"',
      );
    }
  }
  return out;
}

function flags(s: Scene, x: number, base: number, count: number): string {
  const colours = [M.terracotta, M.render, M.bronze];
  let out = '';
  for (let i = 0; i < count; i++) {
    const px = x + i * 150;
    out += rect(px, base - 420, 6, 420, s.tint('#d6d2cb'));
    const c = s.tint(cycle(colours, i));
    out += path(`M${f(px + 6)},${f(base - 410)} q60,-14 120,0 l0,80 q-60,-14 -120,0 Z`, c);
  }
  return out;
}

function drawOffice(s: Scene): string {
  const ground = 1300;
  const cx = framing(s);
  const mullion = s.tint('#2e3338');
  const bronze = s.tint(M.bronze);
  let out = sky(s, ground) + mountains(s, ground - 160) + cityBackdrop(s, ground, 80, 240, 0.55);
  const aW = between(s, 560, 660);
  const aFloors = 22 + s.variant + int(s, 0, 3);
  const aH = aFloors * 42;
  const a: Box = { x: cx - aW * 0.3, base: ground, w: aW, h: aH, depth: 280 };
  setView(s, ground, cx);
  const bW = between(s, 520, 600);
  const bFloors = 12 + int(s, 0, 4);
  const b: Box = { x: a.x - bW - 120, base: ground - 30, w: bW, h: bFloors * 42, depth: 240 };
  let bFront = curtainWall(s, bW, b.h, bFloors, 10, mullion);
  for (let r = 1; r < bFloors; r++) bFront += rect(0, (r * b.h) / bFloors - 8, bW, 10, bronze);
  out += prism(s, b, M.dark, bFront + sheen(s, bW, b.h), (paint) =>
    curtainWall(s, 240, b.h, bFloors, 4, mullion, 0, paint),
  );
  out += prism(
    s,
    { x: b.x + bW, base: ground, w: 200, h: 260, depth: 200, z: 60 },
    M.dark,
    curtainWall(s, 200, 260, 4, 4, mullion, 0.2),
  );
  let aFront = curtainWall(s, aW, aH, aFloors, 14, mullion);
  for (let k = 0; k < 3; k++)
    aFront += ellipse(
      between(s, 60, aW - 60),
      between(s, 60, aH * 0.4),
      between(s, 70, 140),
      22,
      '#ffffff',
      'opacity="0.12"',
    );
  aFront += sheen(s, aW, aH, 0.26);
  out += castShadow(s, a, 0.15);
  out += prism(s, a, M.dark, aFront, (paint) => curtainWall(s, 280, aH, aFloors, 6, mullion, 0, paint));
  out += prism(s, { x: a.x - 10, base: ground - aH, w: aW + 20, h: 26, depth: 290 }, M.bronze, '');
  out += plaza(s, ground, cx);
  out += sculpture(s, cx + aW * 0.9, ground + 150);
  out +=
    planter(s, a.x - 260, ground + 90) + planter(s, a.x + aW + 260, ground + 110) + planter(s, b.x - 40, ground + 60);
  out += crowd(s, cx - 700, cx + 600, ground + 200, 120, int(s, 5, 8));
  return out + vignette(s);
}

/** Paved forecourt in perspective: joints converge on a vanishing point behind the building. */
function plaza(s: Scene, ground: number, vx: number): string {
  const pave = s.tint(M.pavement);
  let out = rect(
    0,
    ground,
    W,
    H - ground,
    linear(s, [
      [0, lighten(pave, 0.05)],
      [1, darken(pave, 0.1)],
    ]),
  );
  const joint = darken(pave, 0.16);
  for (let i = -14; i <= 14; i++) out += line(vx + i * 30, ground, vx + i * 260, H, joint, 2);
  for (let k = 1; k < 9; k++) {
    const y = ground + (H - ground) * (k / 9) ** 1.7;
    out += line(0, y, W, y, joint, 2);
  }
  return out;
}

function sculpture(s: Scene, x: number, base: number): string {
  return (
    rect(x - 60, base - 40, 120, 40, s.tint(M.stone2)) +
    circle(x, base - 170, 110, 'none', `stroke="${s.tint(M.bronze)}" stroke-width="26"`) +
    circle(x - 8, base - 176, 110, 'none', `stroke="${lighten(s.tint(M.bronze), 0.3)}" stroke-width="6" opacity="0.6"`)
  );
}

function planter(s: Scene, x: number, base: number): string {
  return (
    tree(s, x, base - 70, 240) +
    rect(x - 110, base - 70, 220, 70, s.tint(M.concrete)) +
    rect(x - 110, base - 70, 220, 10, lighten(s.tint(M.concrete), 0.3))
  );
}

function shopfronts(s: Scene, w: number, h: number, bays: number): string {
  const bayW = w / bays;
  const awnings = [M.terracotta, '#7d6a58', M.bronze, '#5e6b63'];
  let out = '';
  for (let i = 0; i < bays; i++) {
    const x = i * bayW;
    out += glazing(s, x + 16, h * 0.3, bayW - 32, h * 0.7, 3);
    const c = s.tint(cycle(awnings, i));
    out += poly([x + 10, h * 0.26, x + bayW - 10, h * 0.26, x + bayW + 4, h * 0.4, x - 4, h * 0.4], c);
    out += rect(x - 4, h * 0.4, bayW + 8, 12, darken(c, 0.2));
    out += rect(x + bayW * 0.25, h * 0.1, bayW * 0.5, h * 0.1, s.tint(M.dark), 'opacity="0.8"');
  }
  return out;
}

function drawMixedUse(s: Scene): string {
  const ground = 1330;
  const cx = framing(s);
  const podW = between(s, 1500, 1750);
  const podH = 330;
  const depth = 260;
  const x = cx - podW / 2;
  setView(s, ground, cx);
  let out = sky(s, ground) + mountains(s, ground - 140) + cityBackdrop(s, ground, 80, 260, 0.55);
  const roof = ground - podH;
  const t1Floors = Math.min(13 + int(s, 0, 4) + (s.variant % 2) * 2, Math.floor((roof - 160) / 62));
  const t1W = 460;
  const t1: Box = { x: x + 90, base: roof, w: t1W, h: t1Floors * 62, depth: 170, z: 70 };
  const t1Side = (paint: Paint) =>
    windowGrid(
      s,
      170,
      t1.h,
      { cols: 2, rows: t1Floors, padX: 16, padTop: 20, padBottom: 10, gapX: 30, gapY: 26 },
      paint,
    );
  out += prism(s, t1, M.render, balconyFacade(s, t1W, t1.h, t1Floors, 4, s.rng() < 0.5), t1Side);
  const t2Floors = 20 + int(s, 0, 5) - (s.variant % 2) * 3;
  const t2W = 420;
  const t2: Box = {
    x: x + podW - t2W - 40,
    base: roof,
    w: t2W,
    h: Math.min(t2Floors * 40, roof - 200),
    depth: 200,
    z: 50,
  };
  const mullion = s.tint('#2e3338');
  const t2Side = (paint: Paint) => curtainWall(s, 200, t2.h, t2Floors, 4, mullion, 0, paint);
  out += prism(s, t2, M.dark, curtainWall(s, t2W, t2.h, t2Floors, 8, mullion) + sheen(s, t2W, t2.h), t2Side);
  out += castShadow(s, { x, base: ground, w: podW, h: podH, depth }, 0.4);
  let front = rect(0, 0, podW, podH, s.tint(M.stone));
  front += curtainWall(s, podW, podH * 0.42, 2, 16, s.tint(M.bronze), 0.1);
  front += g(shopfronts(s, podW, podH * 0.58, Math.round(podW / 260)), `transform="translate(0,${f(podH * 0.42)})"`);
  const podSide = (paint: Paint) =>
    windowGrid(s, depth, podH, { cols: 3, rows: 3, padX: 20, padTop: 20, padBottom: 10, gapX: 30, gapY: 30 }, paint);
  for (let i = 0; i < 5; i++) out += tree(s, x + podW * 0.5 + i * 80, roof + 6, 110);
  out += prism(s, { x, base: ground, w: podW, h: podH, depth }, M.stone, front, podSide);
  out += street(s, ground);
  out += crowd(s, x, x + podW, ground + 52, 78, int(s, 6, 10));
  return out + vignette(s);
}

// ---------------------------------------------------------------------------------------------
// Construction site, skyline
// ---------------------------------------------------------------------------------------------

/** A steel lattice member between two points: two chords and a zigzag, as one stroked path. */
function lattice(x1: number, y1: number, x2: number, y2: number, width: number, colour: string, stroke = 5): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const dx = (x2 - x1) / len;
  const dy = (y2 - y1) / len;
  const nx = (-dy * width) / 2;
  const ny = (dx * width) / 2;
  let d = `M${f(x1 + nx)},${f(y1 + ny)}L${f(x2 + nx)},${f(y2 + ny)}M${f(x1 - nx)},${f(y1 - ny)}L${f(x2 - nx)},${f(y2 - ny)}M${f(x1 + nx)},${f(y1 + ny)}`;
  const steps = Math.max(1, Math.round(len / width));
  for (let i = 1; i <= steps; i++) {
    const t = (i / steps) * len;
    const side = i % 2 ? -1 : 1;
    d += `L${f(x1 + dx * t + nx * side)},${f(y1 + dy * t + ny * side)}`;
  }
  return path(d, 'none', `stroke="${colour}" stroke-width="${stroke}" stroke-linejoin="round"`);
}

interface CraneSpec {
  x: number;
  base: number;
  height: number;
  jib: number;
  counter: number;
  /** Where the trolley sits along the jib, 0..1. */
  trolley: number;
  /** Length of the hook cable. */
  drop: number;
}

function crane(s: Scene, c: CraneSpec, colour: string): string {
  const top = c.base - c.height;
  const steel = colour;
  const darkSteel = darken(colour, 0.35);
  let out = rect(c.x - 60, c.base - 30, 120, 30, s.tint(M.concrete));
  out += lattice(c.x, c.base - 30, c.x, top, 46, steel, 5);
  out += poly(
    [c.x - 26, top - 4, c.x + 26, top - 4, c.x, top - 150],
    'none',
    `stroke="${steel}" stroke-width="8" stroke-linejoin="round"`,
  );
  out += lattice(c.x, top - 16, c.x - c.jib, top - 16, 34, steel, 4);
  out += lattice(c.x, top - 16, c.x + c.counter, top - 16, 30, steel, 4);
  out +=
    line(c.x, top - 150, c.x - c.jib * 0.72, top - 33, darkSteel, 3) +
    line(c.x, top - 150, c.x + c.counter * 0.95, top - 31, darkSteel, 3);
  for (let i = 0; i < 3; i++)
    out += rect(
      c.x + c.counter - 110 + i * 36,
      top - 10,
      32,
      70,
      s.tint(M.concrete),
      `stroke="${darken(s.tint(M.concrete), 0.2)}" stroke-width="2"`,
    );
  out +=
    rect(c.x - 34, top, 68, 26, darkSteel) +
    rect(c.x + 24, top + 4, 46, 40, steel) +
    rect(c.x + 30, top + 10, 34, 18, mix(s.pal.glass[0], '#ffffff', 0.2));
  const tx = c.x - c.jib * c.trolley;
  out += rect(tx - 16, top, 32, 12, darkSteel) + line(tx, top + 12, tx, top + c.drop, s.tint('#3a3a3a'), 3);
  out += rect(tx - 12, top + c.drop, 24, 22, steel);
  out +=
    line(tx, top + c.drop + 22, tx - 80, top + c.drop + 80, s.tint('#3a3a3a'), 2) +
    line(tx, top + c.drop + 22, tx + 80, top + c.drop + 80, s.tint('#3a3a3a'), 2);
  for (let i = 0; i < 4; i++) out += rect(tx - 110, top + c.drop + 80 + i * 12, 220, 10, s.tint('#6b6f72'));
  return out;
}

/** The concrete skeleton: slabs, front and back columns, rebar on the open top floor. */
function concreteFrame(
  s: Scene,
  x: number,
  ground: number,
  bays: number,
  floors: number,
  floorH: number,
  bayW: number,
  depth: number,
): string {
  const v = viewOf(s);
  const concrete = s.tint(M.concrete);
  const shadowed = darken(concrete, 0.35);
  const w = bays * bayW;
  const edge = x + w < v.vpX ? x + w : x;
  let out = '';
  for (let i = 0; i <= bays; i++) {
    const cx = x + i * bayW;
    const [bx, by] = recede(v, cx, ground, depth);
    const [tx, ty] = recede(v, cx, ground - floors * floorH, depth);
    out += poly([bx - 8, by, bx + 8, by, tx + 8, ty, tx - 8, ty], darken(concrete, 0.5));
  }
  out += rect(x, ground - floors * floorH, w, floors * floorH, darken(concrete, 0.6), 'opacity="0.35"');
  for (let fl = 1; fl <= floors; fl++) {
    const y = ground - fl * floorH;
    const a = recede(v, edge, y, 0);
    const b = recede(v, edge, y, depth);
    out += poly([...a, ...b, b[0], b[1] + 14, a[0], a[1] + 16], shadowed);
    out += rect(x - 10, y, w + 20, 16, concrete) + rect(x - 10, y + 16, w + 20, 8, '#000', 'opacity="0.15"');
  }
  for (let i = 0; i <= bays; i++) {
    const cx = x + i * bayW;
    out += rect(cx - 12, ground - floors * floorH + 16, 24, floors * floorH - 16, concrete);
    out += rect(cx + 4, ground - floors * floorH + 16, 8, floors * floorH - 16, '#000', 'opacity="0.12"');
    for (let k = -1; k <= 1; k++)
      out += line(
        cx + k * 7,
        ground - floors * floorH,
        cx + k * 7,
        ground - floors * floorH - 60,
        s.tint('#6d5546'),
        3,
      );
  }
  return out;
}

/** Scaffold and safety mesh over part of the front. */
function scaffold(s: Scene, x: number, ground: number, w: number, h: number, floorH: number): string {
  const steel = s.tint('#8d9296');
  let d = '';
  for (let xx = x; xx <= x + w; xx += 90) d += `M${f(xx)},${f(ground)}L${f(xx)},${f(ground - h)}`;
  for (let y = ground; y >= ground - h; y -= floorH / 2) d += `M${f(x)},${f(y)}L${f(x + w)},${f(y)}`;
  for (let xx = x, i = 0; xx < x + w; xx += 90, i++) {
    for (let y = ground; y > ground - h; y -= floorH)
      d += i % 2 ? `M${f(xx)},${f(y)}L${f(xx + 90)},${f(y - floorH)}` : '';
  }
  const mesh = s.tint('#7f8b7c');
  return (
    path(d, 'none', `stroke="${steel}" stroke-width="4"`) +
    rect(x, ground - h, w * 0.55, h * 0.6, mesh, 'opacity="0.45"')
  );
}

function hoarding(s: Scene, ground: number, label: string): string {
  const panel = s.tint('#2f3437');
  let out = rect(0, ground - 150, W, 150, panel);
  for (let x = 0; x < W; x += 240) out += rect(x, ground - 150, 3, 150, lighten(panel, 0.15));
  out += rect(0, ground - 24, W, 6, s.tint(M.terracotta));
  for (let x = 260; x < W; x += 1100) {
    out += text(x, ground - 78, label, 52, s.tint(M.render), 'font-weight="bold" letter-spacing="4"');
    out += text(x, ground - 40, 'Ndërtim në proces  ·  Under construction', 26, s.tint(M.stone2), 'letter-spacing="2"');
  }
  return out;
}

function drawConstruction(s: Scene): string {
  const ground = 1320;
  const cx = framing(s);
  const view = setView(s, ground, cx);
  const bays = int(s, 5, 7);
  const bayW = 150;
  const floors = 7 + (s.variant % 3) * 2 + int(s, 0, 1);
  const floorH = Math.min(88, 900 / floors);
  const x = cx - (bays * bayW) / 2;
  const accent = s.tint(M.terracotta);
  let out = sky(s, view.horizon) + mountains(s, ground - 140) + cityBackdrop(s, ground, 70, 220, 0.55);
  out += rect(
    0,
    ground - 20,
    W,
    H - ground + 20,
    linear(s, [
      [0, s.tint('#b9a58b')],
      [1, darken(s.tint('#a38d72'), 0.15)],
    ]),
  );
  const craneX = s.variant % 2 ? x - 260 : x + bays * bayW + 260;
  const jibTowardsBuilding = s.variant % 2 ? -1 : 1;
  const height = Math.min(floors * floorH + 420, ground - 200);
  const craneSpec = {
    x: craneX,
    base: ground,
    height,
    jib: 1150,
    counter: 380,
    trolley: between(s, 0.35, 0.75),
    drop: between(s, 160, 360),
  };
  const craneSvg = crane(s, craneSpec, accent);
  out += jibTowardsBuilding > 0 ? craneSvg : g(craneSvg, `transform="translate(${f(2 * craneX)},0) scale(-1,1)"`);
  out += concreteFrame(s, x, ground, bays, floors, floorH, bayW, 320);
  const clad = int(s, 2, 3);
  const cladFront = windowGrid(s, bays * bayW, clad * floorH, {
    cols: bays * 2,
    rows: clad,
    padX: 12,
    padTop: 16,
    padBottom: 0,
    gapX: 30,
    gapY: 26,
  });
  out += prism(s, { x, base: ground, w: bays * bayW, h: clad * floorH, depth: 320 }, M.stone, cladFront, (p) =>
    p(0, 0, 320, clad * floorH, s.tint(M.stone2)),
  );
  out += scaffold(
    s,
    x + bayW * (s.variant % 2 ? 0 : bays - 3),
    ground - clad * floorH,
    bayW * 3,
    (floors - clad) * floorH,
    floorH,
  );
  out += siteHut(s, x - 520, ground + 40) + rubble(s, x + bays * bayW + 120, ground + 120);
  out += hoarding(s, ground + 170, 'Tirana Group');
  out += rect(0, ground + 170, W, H - ground - 170, s.tint(M.pavement));
  out += crowd(s, 200, W - 200, ground + 260, 110, int(s, 2, 4));
  return out + vignette(s);
}

function siteHut(s: Scene, x: number, base: number): string {
  const c = s.tint('#e4ddd0');
  return (
    rect(x, base - 150, 360, 150, c) +
    rect(x, base - 160, 360, 14, darken(c, 0.2)) +
    rect(x + 30, base - 110, 90, 60, s.pal.glass[1]) +
    rect(x + 150, base - 110, 90, 60, s.pal.glass[1]) +
    rect(x + 280, base - 120, 50, 120, s.tint(M.terracotta))
  );
}

function rubble(s: Scene, x: number, base: number): string {
  const sand = s.tint('#cbb18b');
  let out = ellipse(x, base, 200, 70, sand) + ellipse(x - 40, base - 20, 120, 50, lighten(sand, 0.1));
  for (let i = 0; i < 6; i++) out += rect(x + 160, base - 20 - i * 10, 320, 8, s.tint('#7c6e62'));
  return out;
}

/** One layer of city roofs; landmarks are spliced in at chosen positions. */
function cityLayer(s: Scene, base: number, colour: string, minH: number, maxH: number, windows: boolean): string {
  let out = '';
  let x = -20;
  while (x < W) {
    const w = between(s, 50, 140);
    const h = between(s, minH, maxH);
    out += rect(x, base - h, w, h, colour);
    if (s.rng() < 0.3) out += rect(x + w * 0.2, base - h - 18, w * 0.3, 18, colour);
    if (windows) {
      for (let k = 0; k < 5; k++)
        if (s.rng() < s.pal.litRatio * 1.4)
          out += rect(x + between(s, 6, w - 16), base - between(s, 10, h - 10), 9, 7, s.pal.lit, 'opacity="0.9"');
    }
    x += w - between(s, 0, 12);
  }
  return out;
}

function clockTower(x: number, base: number, colour: string, face: string): string {
  return (
    rect(x - 24, base - 330, 48, 330, colour) +
    rect(x - 32, base - 400, 64, 74, colour) +
    circle(x, base - 364, 20, face) +
    poly([x - 36, base - 400, x + 36, base - 400, x, base - 450], colour)
  );
}

function mosque(x: number, base: number, colour: string): string {
  return (
    rect(x - 90, base - 80, 180, 80, colour) +
    ellipse(x, base - 80, 60, 52, colour) +
    rect(x + 120, base - 290, 20, 290, colour) +
    rect(x + 112, base - 230, 36, 12, colour) +
    poly([x + 116, base - 290, x + 144, base - 290, x + 130, base - 350], colour)
  );
}

function pixelTower(s: Scene, x: number, base: number, w: number, h: number, colour: string): string {
  let out = rect(x, base - h, w, h, colour);
  for (let y = base - h + 30; y < base - 60; y += between(s, 40, 90)) {
    const side = s.rng() < 0.5 ? -1 : 1;
    out += rect(side < 0 ? x - 18 : x + w - 2, y, 20, between(s, 30, 70), colour);
  }
  return out;
}

/** A downtown tower: silhouette, a sky-lit edge and faint floor lines so it reads as glass. */
function skylineTower(s: Scene, kind: number, x: number, base: number, w: number, h: number, colour: string): string {
  let out =
    kind === 0
      ? pixelTower(s, x, base, w, h, colour)
      : kind === 1
        ? slantTower(x, base, w, h, colour)
        : rect(x, base - h, w, h, colour);
  const topY = base - h * (kind === 1 ? 0.86 : 1);
  const shade = linear(
    s,
    [
      [0, '#ffffff', isDark(s) ? 0.05 : 0.22],
      [0.35, '#ffffff', 0],
      [0.7, '#000000', 0],
      [1, '#000000', 0.22],
    ],
    0,
    0,
    1,
    0,
  );
  out += rect(x, topY, w, base - topY, shade);
  let d = '';
  for (let y = topY + 16; y < base; y += 16) d += `M${f(x)},${f(y)}h${f(w)}`;
  out += path(d, 'none', `stroke="${darken(colour, 0.3)}" stroke-width="2" opacity="0.35"`);
  // After dark, lit floors are what make a night skyline read.
  if (isDark(s)) {
    for (let y = topY + 20; y < base - 10; y += 16) {
      for (let xx = x + 6; xx < x + w - 10; xx += 14)
        if (s.rng() < s.pal.litRatio * 0.5) out += rect(xx, y - 9, 9, 7, s.pal.lit, 'opacity="0.85"');
    }
  }
  return out;
}

function slantTower(x: number, base: number, w: number, h: number, colour: string): string {
  return poly([x, base, x, base - h, x + w, base - h * 0.86, x + w, base], colour);
}

function drawSkyline(s: Scene): string {
  const base = 1130;
  const p = s.pal;
  let out = sky(s, base);
  out += ridge(s, base - 40, 330, mix(p.haze, p.sky[2], 0.45), W * between(s, 0.25, 0.45));
  out += ridge(s, base + 20, 420, mix(p.hill, p.haze, 0.35), W * between(s, 0.55, 0.8));
  const far = mix(s.tint(M.stone2), p.haze, 0.6);
  const near = isDark(s) ? mix(p.hill, '#000000', 0.25) : mix(s.tint('#8f857a'), p.haze, 0.3);
  let city = cityLayer(s, base, far, 60, 200, false);
  const downtown = framing(s);
  for (let i = 0; i < 7; i++) {
    const tx = downtown + (i - 3) * between(s, 130, 170);
    const h = between(s, 320, 600) * (i === 3 ? 1.25 : 1);
    city += skylineTower(s, i % 3, tx, base, between(s, 80, 125), h, mix(near, s.pal.glass[1], between(s, 0, 0.45)));
  }
  city += cityLayer(s, base, near, 40, 150, true);
  const face = isDark(s) ? p.lit : s.tint(M.render);
  city += clockTower(downtown - 700, base, near, face) + mosque(downtown - 560, base, near);
  city += poly(
    [downtown + 620, base, downtown + 700, base - 110, downtown + 780, base - 110, downtown + 860, base],
    near,
  );
  out += `<g id="city">${city}</g>`;
  const water = s.variant % 2 === 0;
  if (water) {
    out += rect(
      0,
      base,
      W,
      H - base,
      linear(s, [
        [0, mix(p.sky[2], M.water, 0.3)],
        [1, darken(mix(p.sky[0], M.water, 0.5), 0.25)],
      ]),
    );
    out += `<use href="#city" transform="translate(0,${2 * base}) scale(1,-1)" opacity="0.32"/>`;
    for (let i = 0; i < 40; i++)
      out += rect(
        s.rng() * W,
        base + 10 + s.rng() * (H - base),
        between(s, 40, 200),
        3,
        '#ffffff',
        `opacity="${f(between(s, 0.08, 0.25))}"`,
      );
  } else {
    out += rect(
      0,
      base,
      W,
      H - base,
      linear(s, [
        [0, s.tint(M.grass)],
        [1, darken(s.tint(M.grass), 0.3)],
      ]),
    );
  }
  for (let x = -60; x < W + 100; x += between(s, 90, 150)) {
    if (x > W * 0.3 && x < W * 0.72) continue;
    out += tree(s, x, H + between(s, 0, 80), between(s, 240, 340), 0.35);
  }
  return out + vignette(s, 0.32);
}

// ---------------------------------------------------------------------------------------------
// Service unit, open day, ground-breaking
// ---------------------------------------------------------------------------------------------

const SHOP_NAMES = ['KAFE', 'PASTIÇERI', 'LULE', 'OPTIKA', 'LIBRARI', 'STUDIO', 'FARMACI', 'ATELIER'];

/** What shows through a shop window: back wall, shelves, pendants, a counter and a plant. */
function shopInterior(s: Scene, x: number, y: number, w: number, h: number): string {
  const warm = isDark(s) ? s.pal.lit : mix(s.tint('#efe0c8'), s.pal.lit, 0.25);
  let out = rect(
    x,
    y,
    w,
    h,
    linear(s, [
      [0, lighten(warm, 0.15)],
      [1, darken(warm, 0.25)],
    ]),
  );
  const shelf = darken(warm, 0.4);
  for (let k = 1; k <= 3; k++) out += rect(x + w * 0.08, y + h * (0.18 + k * 0.11), w * 0.4, 6, shelf);
  for (let k = 0; k < 10; k++)
    out += rect(
      x + w * (0.1 + k * 0.035),
      y + h * 0.24 + (k % 3) * h * 0.11,
      w * 0.02,
      h * 0.05,
      darken(warm, 0.3 + (k % 2) * 0.1),
    );
  out +=
    rect(x + w * 0.55, y + h * 0.62, w * 0.38, h * 0.38, darken(warm, 0.45)) +
    rect(x + w * 0.53, y + h * 0.6, w * 0.42, h * 0.04, darken(warm, 0.6));
  for (let k = 0; k < 3; k++) {
    const px = x + w * (0.6 + k * 0.12);
    out +=
      line(px, y, px, y + h * 0.28, darken(warm, 0.5), 2) +
      path(`M${f(px - 22)},${f(y + h * 0.32)} a22,18 0 0 1 44,0 Z`, darken(s.tint(M.bronze), 0.1));
    if (isDark(s)) out += glow(s, px, y + h * 0.34, 70, '#fff4d8', 0.5);
  }
  return (
    out +
    circle(x + w * 0.16, y + h * 0.78, h * 0.1, s.tint(M.foliage)) +
    rect(x + w * 0.12, y + h * 0.84, w * 0.08, h * 0.16, s.tint(M.terracotta))
  );
}

function awning(s: Scene, x: number, y: number, w: number, colour: string, striped: boolean): string {
  const depth = 90;
  const c = s.tint(colour);
  const cream = s.tint('#efe6d6');
  let out = poly([x, y, x + w, y, x + w + 24, y + depth, x - 24, y + depth], c);
  if (striped) {
    const n = Math.round(w / 60);
    for (let i = 0; i < n; i += 2) {
      const a = x + (w * i) / n;
      const b = x + (w * (i + 1)) / n;
      const a2 = x - 24 + ((w + 48) * i) / n;
      const b2 = x - 24 + ((w + 48) * (i + 1)) / n;
      out += poly([a, y, b, y, b2, y + depth, a2, y + depth], cream);
    }
  }
  out += poly(
    [x, y, x + w, y, x + w + 24, y + depth, x - 24, y + depth],
    linear(s, [
      [0, '#000000', 0.15],
      [1, '#000000', 0],
    ]),
  );
  let valance = `M${f(x - 24)},${f(y + depth)}`;
  const scallops = Math.round((w + 48) / 50);
  for (let i = 0; i < scallops; i++) valance += ` a${f((w + 48) / scallops / 2)},16 0 0 0 ${f((w + 48) / scallops)},0`;
  out += path(`${valance} L${f(x - 24)},${f(y + depth)} Z`, darken(c, 0.15));
  return out + ellipse(x + w / 2, y + depth + 60, w * 0.55, 30, '#000', `opacity="${f(s.pal.shadow * 0.6)}"`);
}

function shopUnit(s: Scene, x: number, top: number, w: number, ground: number, name: string, index: number): string {
  const frame = s.tint(M.dark);
  const bronze = s.tint(M.bronze);
  const glassTop = top + 150;
  let out = rect(x, top, w, 110, frame);
  out += rect(x, top + 104, w, 6, bronze);
  out += text(
    x + w / 2,
    top + 70,
    name,
    48,
    isDark(s) ? s.pal.lit : lighten(bronze, 0.35),
    'text-anchor="middle" font-weight="bold" letter-spacing="10"',
  );
  out += shopInterior(s, x + 16, glassTop, w - 32, ground - glassTop - 16);
  const panes = Math.max(2, Math.round(w / 220));
  for (let i = 0; i <= panes; i++)
    out += rect(x + 16 + ((w - 32) * i) / panes - 5, glassTop, 10, ground - glassTop - 16, bronze);
  out += rect(x + 16, glassTop - 4, w - 32, 10, bronze) + rect(x + 16, ground - 26, w - 32, 10, bronze);
  const door = x + 16 + (w - 32) * (index % 2 ? 0.05 : 0.7);
  out += rect(door, glassTop + 20, (w - 32) / panes - 30, ground - glassTop - 40, '#000', 'opacity="0.12"');
  out += rect(door + 20, glassTop + (ground - glassTop) * 0.45, 8, 120, s.tint('#d8d2c8'));
  out += g(sheen(s, w - 32, ground - glassTop - 16, 0.2), `transform="translate(${f(x + 16)},${f(glassTop)})"`);
  out += text(x + w - 40, ground - 50, `Njësi 0${index + 1}`, 22, s.tint(M.render), 'text-anchor="end" opacity="0.8"');
  return out;
}

function drawServiceUnit(s: Scene): string {
  const ground = 1300;
  const shopTop = ground - 560;
  const units = 2 + (s.variant % 2);
  const stone = s.tint(M.stone);
  const floors = 4;
  const upperH = floors * 190;
  let out = rect(0, 0, W, H, stone);
  out += g(
    balconyFacade(s, W + 240, upperH, floors, 10, s.variant % 3 === 0),
    `transform="translate(-120,${f(shopTop - upperH + 190)})"`,
  );
  out += rect(0, shopTop - 20, W, 20, lighten(stone, 0.2)) + rect(0, shopTop, W, ground - shopTop, darken(stone, 0.08));
  const margin = 80;
  const pier = 70;
  const unitW = (W - margin * 2 - pier * (units - 1)) / units;
  const names = [...SHOP_NAMES].sort(() => s.rng() - 0.5);
  const awnings = [M.terracotta, '#5e6b63', M.bronze, '#7d6a58'];
  for (let i = 0; i < units; i++) {
    const x = margin + i * (unitW + pier);
    out += shopUnit(s, x, shopTop + 20, unitW, ground, cycle(names, i), i);
    out += awning(s, x + 30, shopTop + 140, unitW - 60, cycle(awnings, i + s.variant), (i + s.variant) % 2 === 0);
  }
  out += sidewalk(s, ground);
  out += planterBox(s, margin + unitW * 0.5, ground + 150) + planterBox(s, W - margin - unitW * 0.3, ground + 170);
  out += bench(s, W * 0.45, ground + 160) + bicycle(s, W * 0.62, ground + 130);
  out += crowd(s, 200, W - 200, ground + 230, 230, int(s, 2, 4));
  return out + vignette(s, 0.22);
}

function sidewalk(s: Scene, ground: number): string {
  const pave = s.tint(M.pavement);
  const out = rect(
    0,
    ground,
    W,
    H - ground,
    linear(s, [
      [0, lighten(pave, 0.05)],
      [1, darken(pave, 0.12)],
    ]),
  );
  let d = '';
  for (let i = -20; i <= 20; i++) d += `M${f(W / 2 + i * 90)},${f(ground)}L${f(W / 2 + i * 220)},${f(H)}`;
  for (let k = 1; k < 6; k++) {
    const y = ground + (H - ground) * (k / 6) ** 1.4;
    d += `M0,${f(y)}H${W}`;
  }
  return (
    out +
    path(d, 'none', `stroke="${darken(pave, 0.15)}" stroke-width="2"`) +
    rect(0, ground, W, 10, darken(pave, 0.25), 'opacity="0.5"')
  );
}

function planterBox(s: Scene, x: number, base: number): string {
  return (
    tree(s, x, base - 100, 300) +
    rect(x - 120, base - 100, 240, 100, s.tint(M.dark)) +
    rect(x - 120, base - 100, 240, 8, s.tint(M.bronze))
  );
}

function bench(s: Scene, x: number, base: number): string {
  const wood = s.tint(M.wood);
  return (
    rect(x - 140, base - 60, 280, 16, wood) +
    rect(x - 140, base - 110, 280, 14, wood) +
    rect(x - 120, base - 44, 12, 44, s.tint(M.dark)) +
    rect(x + 108, base - 44, 12, 44, s.tint(M.dark))
  );
}

function bicycle(s: Scene, x: number, base: number): string {
  const c = s.tint(M.dark);
  const r = 48;
  const st = `stroke="${c}" stroke-width="6"`;
  return (
    circle(x - 70, base - r, r, 'none', st) +
    circle(x + 70, base - r, r, 'none', st) +
    path(
      `M${f(x - 70)},${f(base - r)} L${f(x - 10)},${f(base - r - 70)} L${f(x + 50)},${f(base - r - 70)} L${f(x + 70)},${f(base - r)} M${f(x - 10)},${f(base - r - 70)} L${f(x)},${f(base - r)} L${f(x - 70)},${f(base - r)} M${f(x)},${f(base - r)} L${f(x + 50)},${f(base - r - 70)}`,
      'none',
      st,
    ) +
    line(x - 20, base - r - 90, x + 4, base - r - 90, c, 8) +
    line(x + 50, base - r - 70, x + 40, base - r - 104, c, 6) +
    line(x + 28, base - r - 104, x + 56, base - r - 104, s.tint(M.terracotta), 8)
  );
}

function featherFlag(s: Scene, x: number, base: number, h: number, colour: string): string {
  const c = s.tint(colour);
  return (
    line(x, base, x, base - h, s.tint('#8a8a88'), 6) +
    path(
      `M${f(x + 3)},${f(base - h)} C${f(x + 90)},${f(base - h - 10)} ${f(x + 110)},${f(base - h * 0.7)} ${f(x + 80)},${f(base - h * 0.3)} L${f(x + 3)},${f(base - h * 0.3)} Z`,
      c,
    ) +
    path(
      `M${f(x + 20)},${f(base - h * 0.85)} C${f(x + 70)},${f(base - h * 0.82)} ${f(x + 78)},${f(base - h * 0.6)} ${f(x + 62)},${f(base - h * 0.4)}`,
      'none',
      `stroke="${lighten(c, 0.5)}" stroke-width="8"`,
    )
  );
}

/** A peaked event marquee, open at the front, warm inside; `label` runs along the valance. */
function marquee(s: Scene, cx: number, base: number, w: number, bays: number, label: string): string {
  const eave = base - 320;
  const apex = base - 500;
  const fabric = s.tint('#f4f1ea');
  const shadeFabric = darken(fabric, 0.12);
  const x0 = cx - w / 2;
  const bayW = w / bays;
  const inside = isDark(s) ? s.pal.lit : mix(s.tint('#e9dfcf'), s.pal.lit, 0.2);
  let out = ellipse(cx, base + 10, w * 0.56, 40, '#000', `opacity="${f(s.pal.shadow)}"`);
  out += rect(
    x0,
    eave,
    w,
    base - eave,
    linear(s, [
      [0, darken(inside, 0.25)],
      [1, inside],
    ]),
  );
  for (let i = 0; i < bays; i++) {
    const bx = x0 + i * bayW;
    out +=
      rect(bx + bayW * 0.15, eave + 90, bayW * 0.7, 140, s.tint(M.render)) +
      rect(bx + bayW * 0.15, eave + 90, bayW * 0.7, 140, 'none', `stroke="${darken(inside, 0.45)}" stroke-width="4"`);
    out += miniElevation(s, bx + bayW * 0.2, eave + 100, bayW * 0.6, 120);
  }
  out +=
    rect(cx - 160, base - 110, 320, 20, s.tint(M.wood)) +
    rect(cx - 140, base - 90, 16, 90, s.tint(M.dark)) +
    rect(cx + 124, base - 90, 16, 90, s.tint(M.dark));
  for (let k = 0; k < 5; k++)
    out += rect(cx - 120 + k * 50, base - 110 - (30 + k * 12), 36, 30 + k * 12, s.tint(M.render));
  for (let i = 0; i < bays; i++) {
    const bx = x0 + i * bayW;
    out +=
      poly([bx, eave, bx + bayW / 2, apex, bx + bayW / 2, eave], fabric) +
      poly([bx + bayW / 2, apex, bx + bayW, eave, bx + bayW / 2, eave], shadeFabric);
  }
  for (let i = 0; i <= bays; i++) out += rect(x0 + i * bayW - 7, eave, 14, base - eave, s.tint('#e6e2da'));
  out += rect(x0 - 10, eave - 6, w + 20, 56, s.tint(M.terracotta));
  let valance = `M${f(x0 - 10)},${f(eave + 50)}`;
  const n = Math.round(w / 70);
  for (let i = 0; i < n; i++) valance += ` a${f((w + 20) / n / 2)},18 0 0 0 ${f((w + 20) / n)},0`;
  out += path(`${valance} V${f(eave + 40)} H${f(x0 - 10)} Z`, s.tint(M.terracotta));
  return out + text(cx, eave + 34, label, 34, '#ffffff', 'text-anchor="middle" font-weight="bold" letter-spacing="6"');
}

/** A tiny framed rendering of a building, as on a display board. */
function miniElevation(s: Scene, x: number, y: number, w: number, h: number): string {
  let out = rect(
    x,
    y,
    w,
    h,
    linear(s, [
      [0, '#b9d0df'],
      [1, '#f1e6d6'],
    ]),
  );
  out += rect(x + w * 0.3, y + h * 0.15, w * 0.28, h * 0.85, s.tint(M.stone2));
  out += rect(x + w * 0.62, y + h * 0.4, w * 0.26, h * 0.6, s.tint(M.bronze));
  for (let k = 0; k < 6; k++) out += rect(x + w * 0.34, y + h * (0.22 + k * 0.12), w * 0.2, h * 0.05, '#6f8494');
  return out;
}

function stringLights(s: Scene, x0: number, x1: number, y: number, sag: number): string {
  if (!isDark(s)) return '';
  let out = path(
    `M${f(x0)},${f(y)} Q${f((x0 + x1) / 2)},${f(y + sag * 2)} ${f(x1)},${f(y)}`,
    'none',
    'stroke="#2b2b2b" stroke-width="3"',
  );
  for (let t = 0.04; t < 1; t += 0.05) {
    const bx = x0 + (x1 - x0) * t;
    const by = y + sag * 4 * t * (1 - t);
    out += circle(bx, by + 8, 16, s.pal.lit, 'opacity="0.3"') + circle(bx, by + 8, 6, '#fff2cf');
  }
  return out;
}

function drawEvent(s: Scene): string {
  const ground = 1180;
  const cx = framing(s);
  const view = setView(s, ground, cx, 170);
  let out = sky(s, view.horizon) + mountains(s, view.horizon);
  out += rect(
    0,
    view.horizon,
    W,
    H - view.horizon,
    linear(s, [
      [0, mix(s.tint(M.grass), s.pal.haze, 0.3)],
      [1, darken(s.tint(M.grass), 0.18)],
    ]),
  );
  out += residentialBlock(s, cx - 1500, ground, 8 + (s.variant % 3), 6, 0.3, 900);
  out += residentialBlock(s, cx + 300, ground, 10 + (s.variant % 2), 5, 0.3, 1100);
  const w = between(s, 1200, 1400);
  const bays = w > 1300 ? 5 : 4;
  out += marquee(s, cx, ground + 40, w, bays, 'DITË E HAPUR  ·  OPEN DAY');
  out +=
    stringLights(s, cx - w / 2 - 500, cx - w / 2, ground - 300, 50) +
    stringLights(s, cx + w / 2, cx + w / 2 + 500, ground - 300, 50);
  const flagColours = [M.terracotta, M.bronze, M.render];
  for (let i = 0; i < 3; i++) {
    out += featherFlag(s, cx - w / 2 - 140 - i * 150, ground + 60 + i * 18, 420, cycle(flagColours, i));
    out += featherFlag(s, cx + w / 2 + 100 + i * 150, ground + 60 + i * 18, 420, cycle(flagColours, i + 1));
  }
  out += crowd(s, cx - w * 0.45, cx + w * 0.45, ground + 40, 150, int(s, 8, 12));
  out += crowd(s, 60, W - 60, ground + 330, 210, int(s, 12, 18));
  out += crowd(s, 100, W - 100, H + 20, 290, int(s, 3, 5));
  return out + vignette(s);
}

function shovel(s: Scene, x: number, base: number, lean: number): string {
  const blade = linear(
    s,
    [
      [0, '#f1d39a'],
      [0.5, s.tint(M.bronze)],
      [1, darken(s.tint(M.bronze), 0.3)],
    ],
    0,
    0,
    1,
    1,
  );
  const h = 330;
  const tx = x + lean * h;
  return (
    line(x, base - 70, tx, base - h, s.tint(M.wood), 14, 'stroke-linecap="round"') +
    line(tx - 28, base - h, tx + 28, base - h, s.tint(M.wood), 14, 'stroke-linecap="round"') +
    path(
      `M${f(x - 42)},${f(base - 60)} L${f(x + 42)},${f(base - 60)} L${f(x + 38)},${f(base + 10)} Q${f(x)},${f(base + 50)} ${f(x - 38)},${f(base + 10)} Z`,
      blade,
    ) +
    path(
      `M${f(x + lean * 150 - 4)},${f(base - 150)} l-40,-22 l0,44 Z M${f(x + lean * 150 + 4)},${f(base - 150)} l40,-22 l0,44 Z`,
      s.tint(M.terracotta),
    )
  );
}

function ribbon(s: Scene, x0: number, x1: number, y: number): string {
  const red = s.tint('#b8433a');
  const post = s.tint(M.bronze);
  let out = '';
  for (const x of [x0, x1])
    out += rect(x - 8, y, 16, 200, post) + ellipse(x, y + 200, 44, 12, darken(post, 0.3)) + circle(x, y, 14, post);
  const mid = (x0 + x1) / 2;
  out += path(
    `M${f(x0)},${f(y + 4)} Q${f(mid)},${f(y + 60)} ${f(x1)},${f(y + 4)}`,
    'none',
    `stroke="${red}" stroke-width="18"`,
  );
  const by = y + 32;
  out += ellipse(mid - 44, by - 14, 48, 26, red, `transform="rotate(-18 ${f(mid - 44)} ${f(by - 14)})"`);
  out += ellipse(mid + 44, by - 14, 48, 26, red, `transform="rotate(18 ${f(mid + 44)} ${f(by - 14)})"`);
  out += path(
    `M${f(mid)},${f(by)} l-40,110 l22,-8 l10,18 Z M${f(mid)},${f(by)} l40,110 l-22,-8 l-10,18 Z`,
    darken(red, 0.1),
  );
  return out + circle(mid, by, 18, darken(red, 0.2));
}

function ceremonyBanner(s: Scene, cx: number, top: number, w: number, h: number): string {
  const panel = s.tint('#f6f2ea');
  const accent = s.tint(M.terracotta);
  const ink = s.tint(M.ink);
  let out =
    rect(cx - w / 2 + 40, top + h, 14, 300, s.tint('#77736d')) +
    rect(cx + w / 2 - 54, top + h, 14, 300, s.tint('#77736d'));
  out += rect(cx - w / 2, top, w, h, panel) + rect(cx - w / 2, top + h - 36, w, 36, accent);
  const lx = cx - w / 2 + 90;
  for (let i = 0; i < 3; i++) out += rect(lx + i * 40, top + 150 - i * 40, 28, 70 + i * 40, i === 1 ? accent : ink);
  out += text(lx + 150, top + 130, 'Tirana Group', 84, ink, 'font-weight="bold"');
  out += text(lx + 150, top + 190, 'Vënia e gurit të themelit', 44, accent);
  out += text(lx + 150, top + 236, 'Ground-breaking ceremony', 32, mix(ink, panel, 0.35), 'letter-spacing="3"');
  return out;
}

function drawCeremony(s: Scene): string {
  const ground = 1120;
  const cx = framing(s);
  const view = setView(s, ground, cx, 170);
  let out = sky(s, view.horizon) + mountains(s, view.horizon);
  out += crane(
    s,
    {
      x: cx + (s.variant % 2 ? -900 : 900),
      base: view.horizon + 20,
      height: 820,
      jib: 900,
      counter: 300,
      trolley: 0.5,
      drop: 200,
    },
    mix(s.tint(M.terracotta), s.pal.haze, 0.45),
  );
  out += rect(
    0,
    view.horizon,
    W,
    H - view.horizon,
    linear(s, [
      [0, s.tint('#c4b296')],
      [1, darken(s.tint('#a99275'), 0.15)],
    ]),
  );
  out += rect(0, view.horizon - 90, W, 90, s.tint('#3a3f42'), 'opacity="0.8"');
  out += flags(s, cx - 1050, ground - 40, 3) + flags(s, cx + 720, ground - 40, 3);
  const bw = between(s, 1200, 1400);
  out += ceremonyBanner(s, cx, ground - 560, bw, 300);
  out += crowd(s, cx - bw / 2, cx + bw / 2, ground + 50, 170, int(s, 12, 16));
  out += crowd(s, cx - bw / 2 - 200, cx + bw / 2 + 200, ground + 190, 215, int(s, 10, 14));
  out += ribbon(s, cx - 820, cx + 820, ground + 230);
  const moundTop = H - 230;
  out += path(
    `M${f(cx - 700)},${f(H)} C${f(cx - 500)},${f(moundTop)} ${f(cx + 500)},${f(moundTop)} ${f(cx + 700)},${f(H)} Z`,
    s.tint('#7a5a43'),
  );
  for (let i = 0; i < 60; i++)
    out += circle(
      cx + between(s, -520, 520),
      between(s, moundTop + 70, H),
      between(s, 3, 9),
      s.tint('#5e4433'),
      'opacity="0.7"',
    );
  const count = 3 + (s.variant % 3);
  for (let i = 0; i < count; i++) {
    const sx = cx + (i - (count - 1) / 2) * 210;
    const sy = moundTop + 120 + Math.abs(i - (count - 1) / 2) * 22;
    out += g(
      shovel(s, sx, sy, (i - (count - 1) / 2) * 0.06),
      `transform="translate(${f(sx)},${f(sy)}) scale(1.3) translate(${f(-sx)},${f(-sy)})"`,
    );
  }
  return out + vignette(s);
}

// ---------------------------------------------------------------------------------------------
// Interiors: living room, lobby, car park
// ---------------------------------------------------------------------------------------------

type P3 = readonly [number, number, number];

function strokePath3(cam: Camera, pts: readonly P3[], stroke: string, width: number, extra = ''): string {
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${project(cam, p[0], p[1], p[2]).map(f).join(',')}`).join('');
  return path(d, 'none', `stroke="${stroke}" stroke-width="${f(width)}" ${extra}`);
}

/** The view out of a window: sky, a ridge and a few roofs, clipped to the opening. */
function windowView(s: Scene, x: number, y: number, w: number, h: number): string {
  const p = s.pal;
  const clipAttr = clip(s, rect(x, y, w, h, '#000'));
  let view = rect(
    x,
    y,
    w,
    h,
    linearUser(
      s,
      [
        [0, p.sky[0]],
        [0.6, p.sky[1]],
        [1, p.sky[2]],
      ],
      0,
      y,
      0,
      y + h,
    ),
  );
  if (p.sun) view += circle(x + w * (p.sunX / W), y + h * 0.3, 40, p.sun, 'opacity="0.9"');
  view += ridge(s, y + h * 0.72, h * 0.25, mix(p.haze, p.sky[2], 0.2), x + w * 0.6);
  let roofs = '';
  for (let bx = x - 20; bx < x + w; bx += between(s, 40, 110)) {
    const bh = between(s, h * 0.05, h * 0.3);
    roofs += rect(bx, y + h * 0.78 - bh, between(s, 40, 100), bh + h * 0.3, mix(s.tint(M.stone2), p.haze, 0.45));
    if (isDark(s)) roofs += rect(bx + 10, y + h * 0.78 - bh * 0.6, 8, 6, p.lit);
  }
  view += roofs;
  return g(view, clipAttr);
}

/** Warm artificial light indoors, per time of day: [tint, amount]. */
const INDOOR_LIGHT: Record<string, readonly [string, number]> = {
  morning: ['#fff1e0', 0.06],
  noon: ['#ffffff', 0],
  golden: ['#ffc890', 0.12],
  dusk: ['#e0a878', 0.16],
  night: ['#a87850', 0.26],
  overcast: ['#c8c8c4', 0.12],
};

/**
 * Indoors, materials are lit by lamps rather than the sky, so the night-blue tint of the
 * street scenes would look dead; the same scene with a warm indoor tint instead.
 */
function indoors(s: Scene): Scene {
  const [tint, amount] = INDOOR_LIGHT[s.pal.time] ?? ['#ffffff', 0];
  return { ...s, tint: (hex) => mix(hex, tint, amount) };
}

const WALLS = ['#efe8dd', '#e6ddd0', '#ece4da', '#e2d6c6', '#f0ebe3', '#ddd5ca'];
const WOODS = ['#b88a5e', '#9c6f4a', '#c9a37a', '#8a6244', '#b5926c', '#a57a52'];
const FABRICS = ['#d8cbb6', '#8f8a7f', '#b9694a', '#7f8a74', '#c2b49c', '#5f6673'];

interface Room {
  cam: Camera;
  x0: number;
  x1: number;
  floor: number;
  ceiling: number;
  back: number;
}

/** Floor, ceiling, side walls and back wall of a one-point room. */
function roomShell(r: Room, wall: string, floorFill: string, ceilingFill: string): string {
  const near = 0.6;
  const q = (pts: P3[], fill: string) => quad3(r.cam, pts, fill);
  return (
    q(
      [
        [r.x0, r.ceiling, near],
        [r.x1, r.ceiling, near],
        [r.x1, r.ceiling, r.back],
        [r.x0, r.ceiling, r.back],
      ],
      ceilingFill,
    ) +
    q(
      [
        [r.x0, r.floor, near],
        [r.x1, r.floor, near],
        [r.x1, r.floor, r.back],
        [r.x0, r.floor, r.back],
      ],
      floorFill,
    ) +
    q(
      [
        [r.x0, r.ceiling, near],
        [r.x0, r.ceiling, r.back],
        [r.x0, r.floor, r.back],
        [r.x0, r.floor, near],
      ],
      darken(wall, 0.1),
    ) +
    q(
      [
        [r.x1, r.ceiling, near],
        [r.x1, r.ceiling, r.back],
        [r.x1, r.floor, r.back],
        [r.x1, r.floor, near],
      ],
      darken(wall, 0.05),
    ) +
    q(
      [
        [r.x0, r.ceiling, r.back],
        [r.x1, r.ceiling, r.back],
        [r.x1, r.floor, r.back],
        [r.x0, r.floor, r.back],
      ],
      wall,
    )
  );
}

/** Floor boards running away from the camera, with staggered end joints, as one path. */
function parquet(s: Scene, r: Room, wood: string): string {
  let d = '';
  for (let x = r.x0; x <= r.x1; x += 0.18) {
    const a = project(r.cam, x, r.floor, 0.6);
    const b = project(r.cam, x, r.floor, r.back);
    d += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
    for (let z = 0.6 + s.rng() * 1.2; z < r.back; z += between(s, 1, 1.8)) {
      const c = project(r.cam, x, r.floor, z);
      const e = project(r.cam, x + 0.18, r.floor, z);
      d += `M${f(c[0])},${f(c[1])}L${f(e[0])},${f(e[1])}`;
    }
  }
  return path(d, 'none', `stroke="${darken(wood, 0.25)}" stroke-width="2" opacity="0.55"`);
}

function sofa(s: Scene, cam: Camera, x0: number, x1: number, floor: number, z0: number, fabric: string): string {
  const c = s.tint(fabric);
  const top = lighten(c, 0.12);
  const side = darken(c, 0.18);
  let out = ellipse(
    ...project(cam, (x0 + x1) / 2, floor, z0 + 0.45),
    ((x1 - x0) * cam.focal) / z0 / 1.7,
    26,
    '#000',
    'opacity="0.18"',
  );
  out += box3(cam, { x0, x1, y0: floor - 0.85, y1: floor - 0.4, z0: z0 + 0.65, z1: z0 + 0.9 }, c, side, top);
  out += box3(cam, { x0, x1, y0: floor - 0.45, y1: floor - 0.08, z0, z1: z0 + 0.9 }, c, side, top);
  const cushions = 3;
  for (let i = 0; i < cushions; i++) {
    const a = x0 + 0.28 + (i * (x1 - x0 - 0.56)) / cushions;
    const b = a + (x1 - x0 - 0.56) / cushions - 0.04;
    out += box3(
      cam,
      { x0: a, x1: b, y0: floor - 0.52, y1: floor - 0.42, z0: z0 + 0.05, z1: z0 + 0.65 },
      lighten(c, 0.05),
      side,
      lighten(c, 0.2),
    );
  }
  out += box3(
    cam,
    { x0, x1: x0 + 0.26, y0: floor - 0.66, y1: floor - 0.08, z0, z1: z0 + 0.9 },
    darken(c, 0.05),
    side,
    top,
  );
  out += box3(
    cam,
    { x0: x1 - 0.26, x1, y0: floor - 0.66, y1: floor - 0.08, z0, z1: z0 + 0.9 },
    darken(c, 0.05),
    side,
    top,
  );
  const pillow = s.tint(M.terracotta);
  for (const px of [x0 + 0.55, x1 - 0.75]) {
    const [sx, sy] = project(cam, px, floor - 0.78, z0 + 0.62);
    const k = cam.focal / (z0 + 0.62);
    out += rect(sx, sy, 0.42 * k, 0.36 * k, px < 0 ? pillow : s.tint(M.render), `rx="${f(0.06 * k)}"`);
  }
  return (
    out +
    box3(
      cam,
      { x0: x0 + 0.1, x1: x1 - 0.1, y0: floor - 0.08, y1: floor, z0: z0 + 0.1, z1: z0 + 0.8 },
      darken(c, 0.45),
      darken(c, 0.5),
      darken(c, 0.45),
    )
  );
}

function coffeeTable(s: Scene, cam: Camera, x0: number, x1: number, floor: number, z0: number, z1: number): string {
  const wood = s.tint(M.wood);
  let out = '';
  for (const [lx, lz] of [
    [x0 + 0.08, z1 - 0.08],
    [x1 - 0.12, z1 - 0.08],
    [x0 + 0.08, z0 + 0.06],
    [x1 - 0.12, z0 + 0.06],
  ] as const) {
    out += box3(
      cam,
      { x0: lx, x1: lx + 0.04, y0: floor - 0.38, y1: floor, z0: lz, z1: lz + 0.04 },
      s.tint(M.dark),
      s.tint(M.dark),
      s.tint(M.dark),
    );
  }
  out += box3(cam, { x0, x1, y0: floor - 0.42, y1: floor - 0.37, z0, z1 }, darken(wood, 0.2), darken(wood, 0.3), wood);
  out += box3(
    cam,
    { x0: x0 + 0.2, x1: x0 + 0.5, y0: floor - 0.48, y1: floor - 0.42, z0: z0 + 0.15, z1: z0 + 0.4 },
    s.tint(M.terracotta),
    s.tint(M.terracotta),
    lighten(s.tint(M.terracotta), 0.2),
  );
  const [vx, vy] = project(cam, x1 - 0.3, floor - 0.42, (z0 + z1) / 2);
  const k = cam.focal / z0;
  return (
    out +
    path(
      `M${f(vx - 0.06 * k)},${f(vy)} Q${f(vx - 0.12 * k)},${f(vy - 0.2 * k)} ${f(vx - 0.03 * k)},${f(vy - 0.3 * k)} L${f(vx + 0.03 * k)},${f(vy - 0.3 * k)} Q${f(vx + 0.12 * k)},${f(vy - 0.2 * k)} ${f(vx + 0.06 * k)},${f(vy)} Z`,
      s.tint('#e8e2d8'),
    )
  );
}

function arcLamp(s: Scene, cam: Camera, x: number, floor: number, z: number, reach: number): string {
  const metal = s.tint('#3b3835');
  const top = floor - 2.1;
  const pts: P3[] = [];
  for (let t = 0; t <= 1.001; t += 0.1)
    pts.push([x - reach * Math.sin((t * Math.PI) / 2), top + 0.5 - 0.5 * Math.sin(t * Math.PI) + t * 0.4, z]);
  let out =
    strokePath3(
      cam,
      [
        [x, floor, z],
        [x, top + 0.5, z],
      ],
      metal,
      6,
    ) + strokePath3(cam, pts, metal, 6);
  const [bx, by] = project(cam, x, floor, z);
  out += ellipse(bx, by, 40, 10, metal);
  const [lx, ly] = project(cam, x - reach, top + 0.9, z);
  const k = cam.focal / z;
  if (isDark(s) || s.pal.time === 'overcast') out += glow(s, lx, ly + 0.2 * k, 1.6 * k, '#ffe2a8', 0.5);
  return (
    out +
    path(
      `M${f(lx - 0.2 * k)},${f(ly + 0.14 * k)} A${f(0.2 * k)},${f(0.18 * k)} 0 0 1 ${f(lx + 0.2 * k)},${f(ly + 0.14 * k)} Z`,
      s.tint(M.bronze),
    )
  );
}

function pottedPlant(s: Scene, cam: Camera, x: number, floor: number, z: number, size: number): string {
  const [px, py] = project(cam, x, floor, z);
  const k = (cam.focal / z) * size;
  let out = path(
    `M${f(px - 0.22 * k)},${f(py - 0.45 * k)} L${f(px + 0.22 * k)},${f(py - 0.45 * k)} L${f(px + 0.17 * k)},${f(py)} L${f(px - 0.17 * k)},${f(py)} Z`,
    s.tint(M.terracotta),
  );
  const leaf = s.tint(M.foliage);
  const dark = s.tint(M.foliageDark);
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.32;
    const len = (0.7 + s.rng() * 0.5) * k;
    const ex = px + Math.cos(a) * len;
    const ey = py - 0.45 * k + Math.sin(a) * len;
    out += path(
      `M${f(px)},${f(py - 0.45 * k)} Q${f((px + ex) / 2 - 0.15 * k)},${f((py - 0.45 * k + ey) / 2)} ${f(ex)},${f(ey)} Q${f((px + ex) / 2 + 0.15 * k)},${f((py - 0.45 * k + ey) / 2)} ${f(px)},${f(py - 0.45 * k)} Z`,
      i % 2 ? leaf : dark,
    );
  }
  return out;
}

/** A framed abstract print on the right-hand wall. */
function wallArt(s: Scene, cam: Camera, x: number, y0: number, y1: number, z0: number, z1: number): string {
  const q = (ya: number, yb: number, za: number, zb: number, fill: string) =>
    quad3(
      cam,
      [
        [x, ya, za],
        [x, ya, zb],
        [x, yb, zb],
        [x, yb, za],
      ],
      fill,
    );
  const dz = (z1 - z0) * 0.08;
  const dy = (y1 - y0) * 0.08;
  return (
    q(y0, y1, z0, z1, s.tint(M.dark)) +
    q(y0 + dy, y1 - dy, z0 + dz, z1 - dz, s.tint('#f3eee6')) +
    q(y0 + dy * 3, y1 - dy * 5, z0 + dz * 2, (z0 + z1) / 2, s.tint(M.terracotta)) +
    q((y0 + y1) / 2, y1 - dy * 2, (z0 + z1) / 2 - dz, z1 - dz * 2, s.tint('#7f8a74'))
  );
}

function drawInterior(outdoor: Scene): string {
  const s = indoors(outdoor);
  const v = s.variant;
  const cam = { cx: W / 2 + cycle([0, -160, 160, -90, 110, 40], v), cy: 700, focal: 1250 };
  const r: Room = { cam, x0: -3.4, x1: 3.4, floor: 1.35, ceiling: -1.45, back: 6.2 };
  const wall = s.tint(cycle(WALLS, v));
  const wood = s.tint(cycle(WOODS, v * 2 + 1));
  const dark = isDark(s);
  const floorFill = linearUser(
    s,
    [
      [0, darken(wood, 0.05)],
      [1, lighten(wood, 0.05)],
    ],
    0,
    972,
    0,
    H,
  );
  let out = roomShell(r, wall, floorFill, lighten(wall, 0.25));
  out += parquet(s, r, wood);
  const wx0 = -2.6 + (v % 3) * 0.3;
  const wx1 = wx0 + 3.6 + (v % 2) * 0.8;
  const [ax, ay] = project(cam, wx0, -1.25, r.back);
  const [bx, by] = project(cam, wx1, 1.2, r.back);
  out += windowView(s, ax, ay, bx - ax, by - ay);
  const frame = s.tint(M.dark);
  for (let i = 0; i <= 3; i++) out += rect(ax + ((bx - ax) * i) / 3 - 4, ay, 8, by - ay, frame);
  out += rect(ax - 4, ay - 4, bx - ax + 8, 10, frame) + rect(ax - 4, by - 6, bx - ax + 8, 10, frame);
  out += g(sheen(s, bx - ax, by - ay, 0.15), `transform="translate(${f(ax)},${f(ay)})"`);
  out +=
    rect(ax - 60, ay, 70, by - ay, '#ffffff', 'opacity="0.35"') +
    rect(bx - 10, ay, 80, by - ay, '#ffffff', 'opacity="0.35"');
  if (!dark && s.pal.sun)
    out += quad3(
      cam,
      [
        [wx0 + 0.6, r.floor, r.back],
        [wx1, r.floor, r.back],
        [wx1 - 0.8, r.floor, 3],
        [wx0 - 0.4, r.floor, 3],
      ],
      '#fff6e0',
      'opacity="0.22"',
    );
  out += quad3(
    cam,
    [
      [-2.2, r.floor, 2.4],
      [1.8, r.floor, 2.4],
      [1.8, r.floor, 4.8],
      [-2.2, r.floor, 4.8],
    ],
    s.tint(cycle(['#d9cdb8', '#b8a488', '#c9b59a'], v)),
  );
  out += pottedPlant(s, cam, -2.8, r.floor, 5.6, 1.3);
  out += wallArt(s, cam, r.x1, -0.75, 0.2, 3.2, 4.8);
  out += arcLamp(s, cam, 2.2, r.floor, 4.9, 1.2);
  out += sofa(s, cam, -1.9, 1.1, r.floor, 4.3, cycle(FABRICS, v));
  out += armchair(s, cam, 2.0, r.floor, 3.0);
  out += coffeeTable(s, cam, -1.1, 0.4, r.floor, 3.1, 3.7);
  out += pendant(s, cam, -0.4, r.ceiling, 3.4, 0.9);
  if (dark)
    out += rect(
      0,
      0,
      W,
      H,
      radial(
        s,
        [
          [0, '#ffcf8a', 0.12],
          [0.6, '#2a1f1a', 0.1],
          [1, '#1a1512', 0.4],
        ],
        cam.cx + 500,
        700,
        1700,
      ),
    );
  return out + vignette(s, 0.3);
}

/** An armchair on the right, turned to face the sofa: seat, a back on the far side, slim legs. */
function armchair(s: Scene, cam: Camera, x: number, floor: number, z: number): string {
  const c = s.tint('#6b5a4c');
  const legs = s.tint(M.dark);
  let out = '';
  for (const [lx, lz] of [
    [x + 0.75, z + 0.75],
    [x + 0.75, z + 0.05],
    [x + 0.05, z + 0.75],
    [x + 0.05, z + 0.05],
  ] as const) {
    out += box3(cam, { x0: lx, x1: lx + 0.05, y0: floor - 0.2, y1: floor, z0: lz, z1: lz + 0.05 }, legs, legs, legs);
  }
  out += box3(
    cam,
    { x0: x + 0.62, x1: x + 0.85, y0: floor - 0.9, y1: floor - 0.2, z0: z, z1: z + 0.85 },
    darken(c, 0.05),
    darken(c, 0.22),
    lighten(c, 0.1),
  );
  out += box3(
    cam,
    { x0: x, x1: x + 0.85, y0: floor - 0.45, y1: floor - 0.2, z0: z + 0.68, z1: z + 0.85 },
    darken(c, 0.08),
    darken(c, 0.2),
    lighten(c, 0.12),
  );
  out += box3(
    cam,
    { x0: x, x1: x + 0.7, y0: floor - 0.42, y1: floor - 0.2, z0: z + 0.05, z1: z + 0.7 },
    lighten(c, 0.06),
    darken(c, 0.15),
    lighten(c, 0.2),
  );
  out += box3(
    cam,
    { x0: x, x1: x + 0.85, y0: floor - 0.6, y1: floor - 0.2, z0: z, z1: z + 0.15 },
    c,
    darken(c, 0.2),
    lighten(c, 0.12),
  );
  return out;
}

function pendant(s: Scene, cam: Camera, x: number, ceiling: number, z: number, drop: number): string {
  const [cx, cy] = project(cam, x, ceiling, z);
  const [lx, ly] = project(cam, x, ceiling + drop, z);
  const k = cam.focal / z;
  let out = line(cx, cy, lx, ly, s.tint('#2f2b28'), 2);
  if (isDark(s)) out += glow(s, lx, ly + 0.1 * k, 1.2 * k, '#ffe2a8', 0.45);
  return (
    out +
    path(
      `M${f(lx - 0.25 * k)},${f(ly + 0.16 * k)} A${f(0.25 * k)},${f(0.2 * k)} 0 0 1 ${f(lx + 0.25 * k)},${f(ly + 0.16 * k)} Z`,
      s.tint(M.bronze),
    )
  );
}

function drawLobby(outdoor: Scene): string {
  const s = indoors(outdoor);
  const v = s.variant;
  const cam = {
    cx: W / 2 + cycle([0, -140, 140, -60, 80, 0], v),
    cy: cycle([930, 880, 990, 900, 960, 860], v),
    focal: cycle([950, 1050, 880, 1000, 920, 980], v),
  };
  const r: Room = { cam, x0: -8, x1: 8, floor: 1.6, ceiling: -7.4, back: 18 };
  const stone = s.tint(cycle(['#e9e2d6', '#ddd3c4', '#efe9df', '#e4dccf', '#d9d2c8', '#ece4d8'], v));
  const bronze = s.tint(M.bronze);
  const floorFill = linearUser(
    s,
    [
      [0, darken(stone, 0.1)],
      [1, lighten(stone, 0.1)],
    ],
    0,
    1000,
    0,
    H,
  );
  let out = roomShell(r, stone, floorFill, darken(stone, 0.15));
  const [gx, gy] = project(cam, -6.5, -7.4, r.back);
  const [hx, hy] = project(cam, 6.5, 1.6, r.back);
  out += windowView(s, gx, gy, hx - gx, hy - gy);
  for (let x = -6.5; x <= 6.51; x += 1.3)
    out += quad3(
      cam,
      [
        [x - 0.06, -7.4, r.back],
        [x + 0.06, -7.4, r.back],
        [x + 0.06, 1.6, r.back],
        [x - 0.06, 1.6, r.back],
      ],
      bronze,
    );
  out += lobbyFloor(r, stone);
  out += lobbyCeiling(r, stone);
  for (const side of [-1, 1]) out += mezzanine(s, r, side, stone);
  out += featureWall(cam, bronze, s.tint(cycle([M.wood, M.terracotta, '#4a4541'], v)));
  const desk = s.tint(cycle([M.bronze, M.wood, '#3d3935'], v + 1));
  out += box3(
    cam,
    { x0: -2.6, x1: 2.6, y0: 0.5, y1: 1.6, z0: 12, z1: 12.9 },
    linear(s, [
      [0, desk],
      [1, darken(desk, 0.3)],
    ]),
    darken(desk, 0.3),
    lighten(stone, 0.3),
  );
  // Variants change the column rhythm as well as the light, so the hall does not repeat itself.
  const columnZ = v % 2 ? [14.5, 9.5, 4.5] : [15, 11, 7, 3.6];
  const columnX = v % 3 === 2 ? 5.0 : 4.6;
  for (const z of columnZ) {
    for (const x of [-columnX, columnX - 0.6]) out += column(s, cam, x, r, z, stone, bronze);
  }
  out += pottedPlant(s, cam, -2.8, r.floor, 8, 2.2) + pottedPlant(s, cam, 2.8, r.floor, 8, 2.2);
  for (let i = 0; i < 4; i++) {
    const z = between(s, 6, 14);
    const [px, py] = project(cam, between(s, -3, 3), r.floor, z);
    out += person(s, px, py, (1.75 * cam.focal) / z);
  }
  for (const z of [6, 10]) out += chandelier(s, cam, z);
  return out + vignette(s, 0.3);
}

function lobbyFloor(r: Room, stone: string): string {
  let d = '';
  for (let x = r.x0; x <= r.x1; x += 1.2) {
    const a = project(r.cam, x, r.floor, 0.8);
    const b = project(r.cam, x, r.floor, r.back);
    d += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
  }
  for (let z = 1.2; z < r.back; z += 1.2) {
    const a = project(r.cam, r.x0, r.floor, z);
    const b = project(r.cam, r.x1, r.floor, z);
    d += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
  }
  return path(d, 'none', `stroke="${darken(stone, 0.2)}" stroke-width="2" opacity="0.6"`);
}

function lobbyCeiling(r: Room, stone: string): string {
  let d = '';
  for (let x = -5; x <= 5; x += 0.5) {
    const a = project(r.cam, x, r.ceiling, 1);
    const b = project(r.cam, x, r.ceiling, r.back);
    d += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
  }
  return path(d, 'none', `stroke="${darken(stone, 0.35)}" stroke-width="3" opacity="0.5"`);
}

/** The gallery along a side wall: underside, edge and a glass balustrade. */
function mezzanine(s: Scene, r: Room, side: number, stone: string): string {
  const xe = side * 5.6;
  const xw = side * 8;
  const y = -3.2;
  const q = (pts: P3[], fill: string, extra = '') => quad3(r.cam, pts, fill, extra);
  let out = q(
    [
      [xw, y, 0.8],
      [xe, y, 0.8],
      [xe, y, r.back],
      [xw, y, r.back],
    ],
    darken(stone, 0.2),
  );
  out += q(
    [
      [xe, y - 0.35, 0.8],
      [xe, y - 0.35, r.back],
      [xe, y, r.back],
      [xe, y, 0.8],
    ],
    lighten(stone, 0.1),
  );
  out += q(
    [
      [xe, y - 1.4, 0.8],
      [xe, y - 1.4, r.back],
      [xe, y - 0.35, r.back],
      [xe, y - 0.35, 0.8],
    ],
    '#e8f2f4',
    'opacity="0.25"',
  );
  out += strokePath3(
    r.cam,
    [
      [xe, y - 1.4, 0.8],
      [xe, y - 1.4, r.back],
    ],
    s.tint(M.bronze),
    4,
  );
  let d = '';
  for (let z = 1; z < r.back; z += 0.35) {
    const a = project(r.cam, xw, y + 0.2, z);
    const b = project(r.cam, xw, r.floor, z);
    d += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
  }
  return out + path(d, 'none', `stroke="${s.tint(M.wood)}" stroke-width="3" opacity="0.45"`);
}

function column(s: Scene, cam: Camera, x: number, r: Room, z: number, stone: string, bronze: string): string {
  const b = { x0: x, x1: x + 0.6, y0: r.ceiling, y1: r.floor, z0: z, z1: z + 0.6 };
  const [rx, ry] = project(cam, x, r.floor, z);
  const [rx2] = project(cam, x + 0.6, r.floor, z);
  const reflection = rect(
    rx,
    ry,
    rx2 - rx,
    (2.5 * cam.focal) / z,
    linear(s, [
      [0, lighten(stone, 0.2), 0.5],
      [1, stone, 0],
    ]),
  );
  return (
    reflection +
    box3(cam, { ...b, y0: r.floor - 0.3 }, bronze, darken(bronze, 0.2), bronze) +
    box3(cam, { ...b, y1: r.floor - 0.3 }, lighten(stone, 0.12), darken(stone, 0.12), stone)
  );
}

function featureWall(cam: Camera, bronze: string, finish: string): string {
  let out = box3(
    cam,
    { x0: -3.8, x1: 3.8, y0: -4.2, y1: 1.6, z0: 15.5, z1: 15.8 },
    finish,
    darken(finish, 0.2),
    finish,
  );
  for (let x = -3.6; x < 3.7; x += 0.3)
    out += quad3(
      cam,
      [
        [x, -4.2, 15.49],
        [x + 0.08, -4.2, 15.49],
        [x + 0.08, 1.6, 15.49],
        [x, 1.6, 15.49],
      ],
      darken(finish, 0.25),
      'opacity="0.5"',
    );
  return (
    out +
    facingText(cam, 0, -1.4, 15.45, 'TIRANA GROUP', 0.55, lighten(bronze, 0.6), 'font-weight="bold" letter-spacing="6"')
  );
}

function chandelier(s: Scene, cam: Camera, z: number): string {
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = -1.6 + i * 0.4;
    const drop = 2.2 + Math.sin(i * 0.9) * 0.6;
    const [ax, ay] = project(cam, x, -7.4, z);
    const [bx, by] = project(cam, x, -7.4 + drop, z);
    out += line(ax, ay, bx, by, s.tint('#3a3632'), 1.5);
    if (isDark(s) || s.pal.time === 'overcast') out += glow(s, bx, by, 60, '#ffe2a8', 0.45);
    out += circle(bx, by, (0.09 * cam.focal) / z, '#fff2d0');
  }
  return out;
}

/** Underground car park: bays both sides of a driving aisle, columns, beams and light strips. */
function drawParking(outdoor: Scene): string {
  const s = indoors(outdoor);
  const v = s.variant;
  const cam = {
    cx: W / 2 + cycle([0, -200, 200, -100, 120, 60], v),
    cy: cycle([840, 800, 880, 820, 860, 780], v),
    focal: 1000,
  };
  const r: Room = { cam, x0: -8.6, x1: 8.6, floor: 1.25, ceiling: -1.4, back: 52 };
  const warm = v % 2 === 1;
  const concrete = warm ? '#cfc6b8' : '#c4c7c6';
  const floorC = warm ? '#8f8a80' : '#7f8684';
  const accent = s.tint(cycle([M.terracotta, M.bronze, '#5e6b63'], v));
  let out = roomShell(
    r,
    darken(concrete, 0.25),
    linearUser(
      s,
      [
        [0, darken(floorC, 0.3)],
        [1, floorC],
      ],
      0,
      800,
      0,
      H,
    ),
    darken(concrete, 0.35),
  );
  out += parkingMarks(r);
  for (let z = 3; z < r.back; z += 7.5)
    out += box3(
      cam,
      { x0: r.x0, x1: r.x1, y0: r.ceiling, y1: r.ceiling + 0.5, z0: z, z1: z + 0.4 },
      darken(concrete, 0.15),
      darken(concrete, 0.3),
      darken(concrete, 0.25),
    );
  out += ceilingLights(r, warm);
  out += facingText(cam, 0, -0.4, r.back - 0.1, 'DALJE · EXIT', 0.4, '#7fd6a4', 'font-weight="bold"');
  const level = `P-${1 + (v % 3)}`;
  for (const side of [-1, 1]) {
    for (let bay = 17; bay >= 0; bay--) {
      const z = BAY_START + bay * 2.5;
      if (bay % 3 === 0)
        out += parkingColumn(
          s,
          cam,
          side,
          z - 0.3,
          r,
          accent,
          `${level} · ${String.fromCharCode(65 + (side < 0 ? 0 : 1))}`,
        );
      if (s.rng() < 0.68) out += parkedCar(s, cam, side, z + 0.35, r.floor, pick(s, CAR_COLOURS));
    }
  }
  return out + vignette(s, 0.4);
}

/** Depth of the first bay: nearer cars would fill the frame and distort. */
const BAY_START = 5;

function parkingMarks(r: Room): string {
  const cam = r.cam;
  let d = '';
  const seg = (a: P3, b: P3) => {
    const p = project(cam, a[0], a[1], a[2]);
    const q = project(cam, b[0], b[1], b[2]);
    d += `M${f(p[0])},${f(p[1])}L${f(q[0])},${f(q[1])}`;
  };
  let labels = '';
  for (const side of [-1, 1]) {
    seg([side * 3.2, r.floor, 1], [side * 3.2, r.floor, r.back]);
    for (let bay = 0; bay <= 18; bay++) {
      const z = BAY_START + bay * 2.5;
      seg([side * 3.2, r.floor, z], [side * 8.6, r.floor, z]);
      if (bay < 18 && z < 30)
        labels += floorText(
          cam,
          side * 4.2,
          r.floor,
          z + 1.5,
          String(bay + 1 + (side > 0 ? 40 : 0)).padStart(2, '0'),
          0.6,
          '#f2efe8',
        );
    }
  }
  let arrows = '';
  for (let x = -2.9; x < 2.9; x += 0.7)
    arrows += quad3(
      cam,
      [
        [x, r.floor, 9],
        [x + 0.4, r.floor, 9],
        [x + 0.4, r.floor, 10.6],
        [x, r.floor, 10.6],
      ],
      '#f2efe8',
      'opacity="0.75"',
    );
  for (const z of [5.5, 16, 30])
    arrows +=
      quad3(
        cam,
        [
          [-0.2, r.floor, z],
          [0.2, r.floor, z],
          [0.2, r.floor, z + 2],
          [-0.2, r.floor, z + 2],
        ],
        '#f2efe8',
        'opacity="0.8"',
      ) +
      quad3(
        cam,
        [
          [-0.6, r.floor, z + 2],
          [0.6, r.floor, z + 2],
          [0, r.floor, z + 3.2],
          [0, r.floor, z + 3.2],
        ],
        '#f2efe8',
        'opacity="0.8"',
      );
  return (
    path(d, 'none', 'stroke="#f2efe8" stroke-width="4" opacity="0.85"') +
    labels +
    arrows +
    quad3(
      cam,
      [
        [-3, r.floor, 1],
        [3, r.floor, 1],
        [3, r.floor, r.back],
        [-3, r.floor, r.back],
      ],
      '#ffffff',
      'opacity="0.05"',
    )
  );
}

function ceilingLights(r: Room, warm: boolean): string {
  const light = warm ? '#fff1d2' : '#eef6ff';
  let out = '';
  for (const x of [-1.8, 1.8]) {
    for (let z = 1.5; z < r.back; z += 3.75) {
      out += quad3(
        r.cam,
        [
          [x - 0.08, r.ceiling + 0.52, z],
          [x + 0.08, r.ceiling + 0.52, z],
          [x + 0.08, r.ceiling + 0.52, z + 1.4],
          [x - 0.08, r.ceiling + 0.52, z + 1.4],
        ],
        light,
      );
      if (z > 5)
        out += quad3(
          r.cam,
          [
            [x - 0.4, r.floor, z],
            [x + 0.4, r.floor, z],
            [x + 0.4, r.floor, z + 1.4],
            [x - 0.4, r.floor, z + 1.4],
          ],
          light,
          'opacity="0.07"',
        );
    }
  }
  return out;
}

function parkingColumn(s: Scene, cam: Camera, side: number, z: number, r: Room, accent: string, label: string): string {
  const x0 = side < 0 ? -3.8 : 3.2;
  const b = { x0, x1: x0 + 0.6, y0: r.ceiling + 0.5, y1: r.floor, z0: z, z1: z + 0.6 };
  const white = s.tint('#eeebe5');
  let out = box3(cam, b, white, darken(white, 0.15), white);
  out += box3(cam, { ...b, y0: r.floor - 1.1, y1: r.floor - 0.7 }, accent, darken(accent, 0.2), accent);
  out += box3(cam, { ...b, y0: r.floor - 0.12 }, s.tint(M.dark), s.tint(M.dark), s.tint(M.dark));
  return out + facingText(cam, x0 + 0.3, -0.2, z - 0.01, label, 0.14, s.tint(M.dark), 'font-weight="bold"');
}

/** A car nose-in to its bay: its flank is parallel to the picture plane, its rear faces the aisle. */
function parkedCar(s: Scene, cam: Camera, side: number, z: number, floor: number, colour: string): string {
  const rearX = side * 3.7;
  const noseX = side * 8.2;
  const width = 1.8;
  const body = s.tint(colour);
  const q = (y0: number, y1: number, fill: string) =>
    quad3(
      cam,
      [
        [rearX, y0, z],
        [rearX, y0, z + width],
        [rearX, y1, z + width],
        [rearX, y1, z],
      ],
      fill,
    );
  let out = '';
  for (const dz of [0.12, width - 0.38])
    out += quad3(
      cam,
      [
        [rearX, floor - 0.32, z + dz],
        [rearX, floor - 0.32, z + dz + 0.26],
        [rearX, floor, z + dz + 0.26],
        [rearX, floor, z + dz],
      ],
      '#1d1c1b',
    );
  out += q(floor - 0.95, floor - 0.25, darken(body, 0.1));
  out += q(floor - 0.42, floor - 0.25, darken(body, 0.45));
  out += quad3(
    cam,
    [
      [rearX - side * 0.4, floor - 1.42, z + 0.2],
      [rearX - side * 0.4, floor - 1.42, z + width - 0.2],
      [rearX - side * 0.1, floor - 0.95, z + width],
      [rearX - side * 0.1, floor - 0.95, z],
    ],
    mix(body, '#1c2228', 0.6),
  );
  for (const dz of [0.12, width - 0.42])
    out += quad3(
      cam,
      [
        [rearX, floor - 0.85, z + dz],
        [rearX, floor - 0.85, z + dz + 0.3],
        [rearX, floor - 0.72, z + dz + 0.3],
        [rearX, floor - 0.72, z + dz],
      ],
      '#c2402f',
    );
  const left = project(cam, Math.min(rearX, noseX), floor, z);
  const right = project(cam, Math.max(rearX, noseX), floor, z);
  return out + car(s, left[0], left[1], right[0] - left[0], colour, side > 0);
}

// ---------------------------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------------------------

interface MapStyle {
  road: string;
  block: string;
  building: string;
  park: string;
  water: string;
  major: string;
  casing: string;
  text: string;
}

const MAP_STYLES: readonly MapStyle[] = [
  {
    road: '#fbf8f3',
    block: '#ebe3d6',
    building: '#ddd1bf',
    park: '#cfd8bb',
    water: '#aecbd3',
    major: '#f3dcc0',
    casing: '#d5b48e',
    text: '#6b5f52',
  },
  {
    road: '#3a3f46',
    block: '#262a30',
    building: '#30353c',
    park: '#2c3830',
    water: '#1e3844',
    major: '#7a5d45',
    casing: '#1a1d21',
    text: '#c4b8a6',
  },
  {
    road: '#fffdf8',
    block: '#efe4d2',
    building: '#e3d2bb',
    park: '#d6dcbc',
    water: '#b5d0cf',
    major: '#e9b993',
    casing: '#c98d66',
    text: '#7a5a44',
  },
];

/** A smooth closed blob through points on a noisy circle (midpoint quadratic smoothing). */
function blob(s: Scene, cx: number, cy: number, rx: number, ry: number, points = 10): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = between(s, 0.78, 1.15);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (a: [number, number], b: [number, number]): [number, number] => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const [sx, sy] = mid(cycle(pts, -1), cycle(pts, 0));
  let d = `M${f(sx)},${f(sy)}`;
  for (let i = 0; i < points; i++) {
    const [px, py] = cycle(pts, i);
    const [mx, my] = mid([px, py], cycle(pts, i + 1));
    d += `Q${f(px)},${f(py)} ${f(mx)},${f(my)}`;
  }
  return `${d}Z`;
}

function cityBlocks(s: Scene, st: MapStyle, size: number, gap: number): string {
  let out = '';
  for (let gx = -900; gx < W + 900; gx += size + gap) {
    for (let gy = -900; gy < H + 900; gy += size * 0.8 + gap) {
      const w = size * between(s, 0.85, 1);
      const h = size * 0.8 * between(s, 0.85, 1);
      if (s.rng() < 0.07) {
        out += rect(gx, gy, w, h, st.park, 'rx="10"');
        for (let k = 0; k < 6; k++)
          out += circle(
            gx + between(s, 14, w - 14),
            gy + between(s, 14, h - 14),
            between(s, 8, 14),
            darken(st.park, 0.1),
          );
        continue;
      }
      out += rect(gx, gy, w, h, st.block, 'rx="8"');
      const split = s.rng() < 0.5;
      const n = int(s, 2, 3);
      for (let k = 0; k < n; k++) {
        const bx = split ? gx + 10 + (k * (w - 20)) / n : gx + 10;
        const by = split ? gy + 10 : gy + 10 + (k * (h - 20)) / n;
        const bw = split ? (w - 20) / n - 8 : w - 20;
        const bh = split ? h - 20 : (h - 20) / n - 8;
        out += rect(bx, by, bw * between(s, 0.7, 1), bh * between(s, 0.7, 1), st.building, 'rx="3"');
      }
    }
  }
  return out;
}

function mapPin(x: number, y: number): string {
  const accent = M.terracotta;
  let out = ellipse(x, y + 4, 46, 14, '#000', 'opacity="0.25"');
  for (let i = 3; i >= 1; i--) out += circle(x, y, 60 + i * 55, accent, `opacity="${f(0.06 + (3 - i) * 0.04)}"`);
  out += path(
    `M${x},${y} C${x - 20},${y - 40} ${x - 70},${y - 80} ${x - 70},${y - 130} A70,70 0 1 1 ${x + 70},${y - 130} C${x + 70},${y - 80} ${x + 20},${y - 40} ${x},${y} Z`,
    accent,
    'stroke="#ffffff" stroke-width="8"',
  );
  return out + circle(x, y - 130, 28, '#ffffff') + circle(x, y - 130, 12, darken(accent, 0.2));
}

function compass(x: number, y: number, colour: string): string {
  return (
    circle(x, y, 62, 'none', `stroke="${colour}" stroke-width="3" opacity="0.6"`) +
    poly([x, y - 54, x + 16, y, x, y - 8, x - 16, y], colour) +
    poly([x, y + 54, x + 16, y, x, y - 8, x - 16, y], colour, 'opacity="0.35"') +
    text(x, y - 74, 'N', 30, colour, 'text-anchor="middle" font-weight="bold"')
  );
}

function mapScaleBar(x: number, y: number, colour: string, label: string): string {
  return (
    rect(x, y, 120, 12, colour) +
    rect(x + 120, y, 120, 12, 'none', `stroke="${colour}" stroke-width="3"`) +
    text(x, y + 44, '0', 24, colour) +
    text(x + 240, y + 44, label, 24, colour, 'text-anchor="middle"')
  );
}

function drawMap(s: Scene): string {
  const v = s.variant;
  const st = cycle(MAP_STYLES, v);
  const angle = cycle([-8, 12, 4, -15, 18, 0], v);
  const size = between(s, 150, 220);
  let inner = rect(-900, -900, W + 1800, H + 1800, st.road);
  inner += cityBlocks(s, st, size, between(s, 22, 34));
  const lakeX = W * between(s, 0.2, 0.75);
  const lakeY = H * between(s, 0.72, 0.85);
  inner += path(blob(s, lakeX, lakeY, 520, 360), st.park) + path(blob(s, lakeX, lakeY, 330, 200), st.water);
  const ry = H * between(s, 0.3, 0.42);
  const river = `M-900,${f(ry)} C${f(W * 0.2)},${f(ry - 160)} ${f(W * 0.45)},${f(ry + 200)} ${f(W * 0.7)},${f(ry)} S${f(W + 300)},${f(ry - 120)} ${f(W + 900)},${f(ry + 40)}`;
  inner +=
    path(river, 'none', `stroke="${st.park}" stroke-width="110"`) +
    path(river, 'none', `stroke="${st.water}" stroke-width="46"`);
  const ring = `M${f(W / 2 - 820)},${f(H / 2)} a820,560 0 1 0 1640,0 a820,560 0 1 0 -1640,0`;
  for (const [d, wide] of [
    [ring, 44],
    [`M${f(W / 2 + 60)},-900 L${f(W / 2 + 60)},${H + 900}`, 54],
    [`M-900,${f(H + 200)} L${W + 900},-400`, 40],
  ] as const) {
    inner +=
      path(d, 'none', `stroke="${st.casing}" stroke-width="${wide + 10}" stroke-linecap="round"`) +
      path(d, 'none', `stroke="${st.major}" stroke-width="${wide}" stroke-linecap="round"`);
  }
  inner += text(
    lakeX,
    lakeY + 8,
    'Liqeni Artificial',
    34,
    st.text,
    'text-anchor="middle" font-style="italic" opacity="0.85"',
  );
  inner += text(W * 0.34, ry - 40, 'Lumi Lana', 30, st.text, 'font-style="italic" opacity="0.8"');
  inner += text(
    W / 2 + 100,
    H * 0.16,
    'Bulevardi',
    30,
    st.text,
    `transform="rotate(90 ${f(W / 2 + 100)} ${f(H * 0.16)})" opacity="0.8" letter-spacing="4"`,
  );
  let out = g(inner, `transform="rotate(${angle} ${W / 2} ${H / 2})"`);
  out += mapPin(W / 2 + 60, H / 2 + 40);
  out += compass(W - 150, 170, st.text) + mapScaleBar(90, H - 110, st.text, '200 m');
  return out + vignette(s, v % 3 === 1 ? 0.35 : 0.12);
}

// ---------------------------------------------------------------------------------------------
// Apartment plan
// ---------------------------------------------------------------------------------------------

type RoomKind = 'living' | 'kitchen' | 'bed' | 'bath' | 'wc' | 'entry' | 'corridor' | 'storage' | 'balcony';
type Rect4 = readonly [number, number, number, number];
type Side = 'l' | 'r' | 't' | 'b';

interface PlanRoom {
  name: string;
  kind: RoomKind;
  r: Rect4;
}

/** An opening in a wall: `h` walls run along x at at[1], `v` walls along y at at[0]. */
interface PlanOpening {
  kind: 'door' | 'open' | 'window' | 'slide';
  dir: 'h' | 'v';
  at: readonly [number, number];
  len: number;
  /** Which way a door leaf swings: +1 towards +y (h) or +x (v). */
  swing?: 1 | -1;
}

type Furniture =
  | { t: 'sofa' | 'bed' | 'wc'; r: Rect4; back: Side }
  | { t: 'table'; r: Rect4; chairs: number }
  | {
      t: 'coffee' | 'tv' | 'rug' | 'counter' | 'tub' | 'shower' | 'basin' | 'wardrobe' | 'planter' | 'shelves';
      r: Rect4;
    }
  | { t: 'sink' | 'hob' | 'round'; at: readonly [number, number] };

interface PlanTemplate {
  name: string;
  w: number;
  d: number;
  rooms: PlanRoom[];
  openings: PlanOpening[];
  furniture: Furniture[];
}

const PLAN_TEMPLATES: readonly PlanTemplate[] = [
  {
    name: 'Type A · 2+1',
    w: 12,
    d: 9,
    rooms: [
      { name: 'Living', kind: 'living', r: [0, 0, 6, 5.6] },
      { name: 'Bedroom', kind: 'bed', r: [6, 0, 9, 4.2] },
      { name: 'Bedroom', kind: 'bed', r: [9, 0, 12, 4.2] },
      { name: 'Hall', kind: 'corridor', r: [6, 4.2, 12, 5.6] },
      { name: 'Kitchen', kind: 'kitchen', r: [0, 5.6, 3.4, 9] },
      { name: 'Entry', kind: 'entry', r: [3.4, 5.6, 6, 9] },
      { name: 'Bathroom', kind: 'bath', r: [6, 5.6, 8.6, 9] },
      { name: 'WC', kind: 'wc', r: [8.6, 5.6, 10.4, 9] },
      { name: 'Storage', kind: 'storage', r: [10.4, 5.6, 12, 9] },
      { name: 'Balcony', kind: 'balcony', r: [0, -1.6, 6, 0] },
    ],
    openings: [
      { kind: 'slide', dir: 'h', at: [0.6, 0], len: 4.6 },
      { kind: 'window', dir: 'h', at: [6.6, 0], len: 1.8 },
      { kind: 'window', dir: 'h', at: [9.6, 0], len: 1.8 },
      { kind: 'window', dir: 'v', at: [0, 1.4], len: 2.4 },
      { kind: 'window', dir: 'v', at: [0, 6.4], len: 1.6 },
      { kind: 'door', dir: 'h', at: [4.2, 9], len: 1.0, swing: -1 },
      { kind: 'open', dir: 'h', at: [3.7, 5.6], len: 2.0 },
      { kind: 'open', dir: 'h', at: [0.6, 5.6], len: 2.4 },
      { kind: 'open', dir: 'v', at: [6, 4.4], len: 1.0 },
      { kind: 'door', dir: 'h', at: [7.8, 4.2], len: 0.9, swing: -1 },
      { kind: 'door', dir: 'h', at: [9.2, 4.2], len: 0.9, swing: -1 },
      { kind: 'door', dir: 'h', at: [6.3, 5.6], len: 0.8, swing: 1 },
      { kind: 'door', dir: 'h', at: [9.0, 5.6], len: 0.8, swing: 1 },
      { kind: 'door', dir: 'h', at: [10.8, 5.6], len: 0.8, swing: 1 },
    ],
    furniture: [
      { t: 'rug', r: [1.0, 1.4, 3.4, 4.0] },
      { t: 'tv', r: [0.15, 1.8, 0.5, 3.6] },
      { t: 'sofa', r: [2.7, 1.3, 3.6, 4.1], back: 'r' },
      { t: 'coffee', r: [1.4, 2.2, 2.2, 3.2] },
      { t: 'table', r: [4.4, 1.0, 5.4, 2.6], chairs: 6 },
      { t: 'counter', r: [0, 5.6, 0.6, 9] },
      { t: 'counter', r: [0.6, 8.4, 3.4, 9] },
      { t: 'sink', at: [0.3, 6.8] },
      { t: 'hob', at: [2.0, 8.7] },
      { t: 'wardrobe', r: [5.4, 6.4, 6, 8.6] },
      { t: 'bed', r: [6.05, 0.9, 8.05, 2.5], back: 'l' },
      { t: 'wardrobe', r: [8.4, 0.3, 9, 2.8] },
      { t: 'bed', r: [10, 1.0, 12, 2.6], back: 'r' },
      { t: 'tub', r: [6.1, 8.1, 8.5, 8.9] },
      { t: 'basin', r: [8.1, 6.5, 8.55, 7.3] },
      { t: 'wc', r: [6.05, 6.9, 6.65, 7.5], back: 'l' },
      { t: 'wc', r: [9.2, 8.35, 9.8, 8.95], back: 'b' },
      { t: 'basin', r: [9.95, 6.9, 10.35, 7.6] },
      { t: 'shelves', r: [10.5, 6.8, 12, 9] },
      { t: 'round', at: [1.6, -0.8] },
      { t: 'planter', r: [4.4, -1.45, 5.8, -1.05] },
    ],
  },
  {
    name: 'Type B · 1+1',
    w: 10,
    d: 8,
    rooms: [
      { name: 'Living', kind: 'living', r: [0, 0, 6, 4.8] },
      { name: 'Bedroom', kind: 'bed', r: [6, 0, 10, 4.4] },
      { name: 'Kitchen', kind: 'kitchen', r: [0, 4.8, 3, 8] },
      { name: 'Entry', kind: 'entry', r: [3, 4.8, 6, 8] },
      { name: 'Bathroom', kind: 'bath', r: [6, 4.4, 8.2, 8] },
      { name: 'Wardrobe', kind: 'storage', r: [8.2, 4.4, 10, 8] },
      { name: 'Balcony', kind: 'balcony', r: [0, -1.5, 10, 0] },
    ],
    openings: [
      { kind: 'slide', dir: 'h', at: [0.5, 0], len: 4.8 },
      { kind: 'slide', dir: 'h', at: [6.6, 0], len: 2.6 },
      { kind: 'window', dir: 'v', at: [0, 1.0], len: 2.6 },
      { kind: 'window', dir: 'v', at: [0, 5.6], len: 1.6 },
      { kind: 'window', dir: 'v', at: [10, 1.0], len: 2.2 },
      { kind: 'door', dir: 'h', at: [4.0, 8], len: 1.0, swing: -1 },
      { kind: 'open', dir: 'h', at: [3.3, 4.8], len: 2.4 },
      { kind: 'open', dir: 'h', at: [0.3, 4.8], len: 2.4 },
      { kind: 'door', dir: 'v', at: [6, 3.3], len: 0.9, swing: 1 },
      { kind: 'door', dir: 'v', at: [6, 5.6], len: 0.8, swing: 1 },
      { kind: 'door', dir: 'h', at: [8.6, 4.4], len: 0.8, swing: 1 },
    ],
    furniture: [
      { t: 'rug', r: [0.9, 1.2, 3.3, 3.8] },
      { t: 'tv', r: [0.15, 1.6, 0.5, 3.4] },
      { t: 'sofa', r: [2.6, 1.1, 3.5, 3.9], back: 'r' },
      { t: 'coffee', r: [1.3, 2.0, 2.1, 3.0] },
      { t: 'table', r: [4.3, 1.0, 5.3, 2.4], chairs: 4 },
      { t: 'counter', r: [0, 4.8, 0.6, 8] },
      { t: 'counter', r: [0.6, 7.4, 3, 8] },
      { t: 'sink', at: [0.3, 6.0] },
      { t: 'hob', at: [1.7, 7.7] },
      { t: 'wardrobe', r: [5.4, 6.2, 6, 7.6] },
      { t: 'bed', r: [8, 1.0, 10, 2.6], back: 'r' },
      { t: 'shower', r: [6.1, 6.9, 7.1, 7.9] },
      { t: 'wc', r: [7.5, 7.35, 8.1, 7.95], back: 'b' },
      { t: 'basin', r: [7.3, 4.5, 8.1, 4.95] },
      { t: 'shelves', r: [8.3, 5.4, 10, 8] },
      { t: 'round', at: [2.0, -0.75] },
      { t: 'round', at: [8.2, -0.75] },
      { t: 'planter', r: [4.2, -1.35, 5.6, -0.95] },
    ],
  },
  {
    name: 'Type C · 3+1',
    w: 14,
    d: 10,
    rooms: [
      { name: 'Living', kind: 'living', r: [0, 0, 7, 6] },
      { name: 'Kitchen', kind: 'kitchen', r: [0, 6, 3.6, 10] },
      { name: 'Entry', kind: 'entry', r: [3.6, 6, 7, 10] },
      { name: 'Hall', kind: 'corridor', r: [7, 4.4, 14, 5.8] },
      { name: 'Bedroom', kind: 'bed', r: [7, 0, 10.5, 4.4] },
      { name: 'Bedroom', kind: 'bed', r: [10.5, 0, 14, 4.4] },
      { name: 'Bathroom', kind: 'bath', r: [7, 5.8, 9.2, 8] },
      { name: 'WC', kind: 'wc', r: [7, 8, 9.2, 10] },
      { name: 'Bedroom', kind: 'bed', r: [9.2, 5.8, 14, 10] },
      { name: 'Balcony', kind: 'balcony', r: [0, -1.6, 7, 0] },
      { name: 'Balcony', kind: 'balcony', r: [10.5, -1.2, 14, 0] },
    ],
    openings: [
      { kind: 'slide', dir: 'h', at: [0.6, 0], len: 5.6 },
      { kind: 'slide', dir: 'h', at: [11.0, 0], len: 2.4 },
      { kind: 'window', dir: 'h', at: [7.8, 0], len: 1.8 },
      { kind: 'window', dir: 'v', at: [0, 1.2], len: 3.0 },
      { kind: 'window', dir: 'v', at: [0, 7.0], len: 1.8 },
      { kind: 'window', dir: 'v', at: [14, 6.8], len: 2.2 },
      { kind: 'window', dir: 'h', at: [10.6, 10], len: 2.6 },
      { kind: 'door', dir: 'h', at: [4.6, 10], len: 1.0, swing: -1 },
      { kind: 'open', dir: 'h', at: [3.9, 6], len: 2.8 },
      { kind: 'open', dir: 'h', at: [0.3, 6], len: 3.0 },
      { kind: 'open', dir: 'v', at: [7, 4.6], len: 1.0 },
      { kind: 'door', dir: 'h', at: [9.4, 4.4], len: 0.9, swing: -1 },
      { kind: 'door', dir: 'h', at: [10.8, 4.4], len: 0.9, swing: -1 },
      { kind: 'door', dir: 'h', at: [7.6, 5.8], len: 0.8, swing: 1 },
      { kind: 'door', dir: 'v', at: [7, 8.6], len: 0.8, swing: 1 },
      { kind: 'door', dir: 'h', at: [9.6, 5.8], len: 0.9, swing: 1 },
    ],
    furniture: [
      { t: 'rug', r: [1.0, 1.4, 3.8, 4.4] },
      { t: 'tv', r: [0.15, 2.0, 0.5, 3.8] },
      { t: 'sofa', r: [3.0, 1.5, 3.9, 4.3], back: 'r' },
      { t: 'coffee', r: [1.6, 2.4, 2.5, 3.4] },
      { t: 'table', r: [4.9, 1.2, 6.2, 3.2], chairs: 6 },
      { t: 'counter', r: [0, 6, 0.6, 10] },
      { t: 'counter', r: [0.6, 9.4, 3.6, 10] },
      { t: 'counter', r: [1.6, 7.2, 2.8, 8.0] },
      { t: 'sink', at: [0.3, 7.6] },
      { t: 'hob', at: [2.2, 9.7] },
      { t: 'wardrobe', r: [6.4, 6.4, 7, 8.2] },
      { t: 'bed', r: [7.05, 1.2, 9.05, 2.8], back: 'l' },
      { t: 'bed', r: [12, 1.2, 14, 2.8], back: 'r' },
      { t: 'bed', r: [11.8, 5.85, 13.4, 7.85], back: 't' },
      { t: 'wardrobe', r: [9.3, 7.4, 9.9, 9.9] },
      { t: 'tub', r: [8.45, 6.0, 9.15, 7.9] },
      { t: 'basin', r: [7.05, 6.8, 7.5, 7.6] },
      { t: 'wc', r: [8.4, 9.35, 9.0, 9.95], back: 'b' },
      { t: 'round', at: [2.0, -0.8] },
      { t: 'round', at: [12.2, -0.6] },
      { t: 'planter', r: [4.8, -1.45, 6.6, -1.05] },
    ],
  },
];

const FLOORS: Record<RoomKind, string> = {
  living: '#efe3d0',
  bed: '#f1e7d7',
  kitchen: '#ebe9e4',
  bath: '#e3e9ea',
  wc: '#e3e9ea',
  entry: '#ece6dc',
  corridor: '#ece6dc',
  storage: '#ebe6de',
  balcony: '#e2d8c8',
};

/** Mirrors a template left-right; doors and sides follow so hinges stay on the right jamb. */
function mirrorPlan(t: PlanTemplate): PlanTemplate {
  const mx = (r: Rect4): Rect4 => [t.w - r[2], r[1], t.w - r[0], r[3]];
  const side = (b: Side): Side => (b === 'l' ? 'r' : b === 'r' ? 'l' : b);
  return {
    ...t,
    rooms: t.rooms.map((room) => ({ ...room, r: mx(room.r) })),
    openings: t.openings.map((o) =>
      o.dir === 'h'
        ? { ...o, at: [t.w - o.at[0] - o.len, o.at[1]] as const }
        : { ...o, at: [t.w - o.at[0], o.at[1]] as const, ...(o.swing ? { swing: (o.swing * -1) as 1 | -1 } : {}) },
    ),
    furniture: t.furniture.map((item) => {
      if ('at' in item) return { ...item, at: [t.w - item.at[0], item.at[1]] as const };
      if ('back' in item) return { ...item, r: mx(item.r), back: side(item.back) };
      return { ...item, r: mx(item.r) };
    }),
  };
}

interface PlanFrame {
  ox: number;
  oy: number;
  k: number;
  ink: string;
}

function planFurniture(pf: PlanFrame, item: Furniture): string {
  const { ox, oy, k } = pf;
  const line2 = `fill="none" stroke="${pf.ink}" stroke-width="2"`;
  const atX = (x: number) => ox + x * k;
  const atY = (y: number) => oy + y * k;
  if ('at' in item) {
    const [x, y] = item.at;
    if (item.t === 'sink')
      return (
        rect(
          atX(x) - 0.2 * k,
          atY(y) - 0.25 * k,
          0.4 * k,
          0.5 * k,
          '#ffffff',
          `rx="6" ${line2}`.replace('fill="none" ', ''),
        ) + circle(atX(x), atY(y), 4, pf.ink)
      );
    if (item.t === 'hob')
      return (
        [
          [-0.14, -0.12],
          [0.14, -0.12],
          [-0.14, 0.12],
          [0.14, 0.12],
        ] as const
      )
        .map(([dx, dy]) => circle(atX(x + dx), atY(y + dy), 0.09 * k, 'none', `stroke="${pf.ink}" stroke-width="2"`))
        .join('');
    let out = circle(atX(x), atY(y), 0.35 * k, '#ffffff', `stroke="${pf.ink}" stroke-width="2"`);
    for (const dx of [-0.6, 0.6])
      out += rect(
        atX(x + dx) - 0.2 * k,
        atY(y) - 0.2 * k,
        0.4 * k,
        0.4 * k,
        '#ffffff',
        `rx="5" stroke="${pf.ink}" stroke-width="2"`,
      );
    return out;
  }
  const [x0, y0, x1, y1] = item.r;
  const box = (fill: string, extra = '') =>
    rect(atX(x0), atY(y0), (x1 - x0) * k, (y1 - y0) * k, fill, `stroke="${pf.ink}" stroke-width="2" ${extra}`);
  switch (item.t) {
    case 'rug':
      return rect(atX(x0), atY(y0), (x1 - x0) * k, (y1 - y0) * k, '#d9c7ad', 'opacity="0.55"');
    case 'tv':
    case 'counter':
      return box('#f6f3ee');
    case 'coffee':
      return box('#e7d7bf', 'rx="6"');
    case 'shelves':
    case 'wardrobe': {
      let out = box('#f6f3ee');
      out +=
        line(atX(x0), atY(y0), atX(x1), atY(y1), pf.ink, 1, 'opacity="0.5"') +
        line(atX(x1), atY(y0), atX(x0), atY(y1), pf.ink, 1, 'opacity="0.5"');
      return out;
    }
    case 'planter':
      return box('#b9c3a2', 'rx="8"');
    case 'tub':
      return (
        box('#ffffff', 'rx="6"') +
        rect(
          atX(x0) + 8,
          atY(y0) + 8,
          (x1 - x0) * k - 16,
          (y1 - y0) * k - 16,
          '#eaf1f2',
          `rx="${f(0.2 * k)}" stroke="${pf.ink}" stroke-width="1.5"`,
        )
      );
    case 'shower':
      return (
        box('#ffffff') +
        line(atX(x0), atY(y0), atX(x1), atY(y1), pf.ink, 1) +
        line(atX(x1), atY(y0), atX(x0), atY(y1), pf.ink, 1)
      );
    case 'basin':
      return (
        box('#ffffff', 'rx="4"') +
        ellipse(
          (atX(x0) + atX(x1)) / 2,
          (atY(y0) + atY(y1)) / 2,
          ((x1 - x0) * k) / 2.8,
          ((y1 - y0) * k) / 2.8,
          '#eaf1f2',
          `stroke="${pf.ink}" stroke-width="1.5"`,
        )
      );
    case 'table': {
      let out = '';
      const tall = y1 - y0 > x1 - x0;
      for (let i = 0; i < item.chairs; i++) {
        const t = (Math.floor(i / 2) + 0.5) / Math.ceil(item.chairs / 2);
        const side = i % 2;
        const cx = tall ? (side ? atX(x1) + 0.12 * k : atX(x0) - 0.42 * k) : atX(x0 + (x1 - x0) * t) - 0.15 * k;
        const cy = tall ? atY(y0 + (y1 - y0) * t) - 0.15 * k : side ? atY(y1) + 0.12 * k : atY(y0) - 0.42 * k;
        out += rect(
          cx,
          cy,
          0.3 * k * (tall ? 1 : 1),
          0.3 * k,
          '#ffffff',
          `rx="4" stroke="${pf.ink}" stroke-width="1.5"`,
        );
      }
      return out + box('#e7d7bf', 'rx="4"');
    }
    default:
      return backedFurniture(pf, item.t, item.r, 'back' in item ? item.back : 'b');
  }
}

/** Furniture with a back side: the sofa's backrest, the bed's headboard, the WC cistern. */
function backedFurniture(pf: PlanFrame, kind: string, r: Rect4, back: Side): string {
  const { ox, oy, k, ink } = pf;
  const [x0, y0, x1, y1] = r;
  const px = ox + x0 * k;
  const py = oy + y0 * k;
  const w = (x1 - x0) * k;
  const h = (y1 - y0) * k;
  const st = `stroke="${ink}" stroke-width="2"`;
  const band = (t: number) =>
    (back === 'l'
      ? [px, py, t, h]
      : back === 'r'
        ? [px + w - t, py, t, h]
        : back === 't'
          ? [px, py, w, t]
          : [px, py + h - t, w, t]) as [number, number, number, number];
  if (kind === 'wc') {
    const [bx, by, bw, bh] = band(0.18 * k);
    const cx = back === 'l' ? px + w * 0.6 : back === 'r' ? px + w * 0.4 : px + w / 2;
    const cy = back === 't' ? py + h * 0.6 : back === 'b' ? py + h * 0.4 : py + h / 2;
    const horizontal = back === 'l' || back === 'r';
    return (
      rect(bx, by, bw, bh, '#ffffff', st) +
      ellipse(cx, cy, horizontal ? w * 0.32 : w * 0.36, horizontal ? h * 0.36 : h * 0.32, '#ffffff', st)
    );
  }
  if (kind === 'bed') {
    let out = rect(px, py, w, h, '#ffffff', st);
    const [hx, hy, hw, hh] = band(0.12 * k);
    out += rect(hx, hy, hw, hh, '#d9c7ad', st);
    const horizontal = back === 'l' || back === 'r';
    for (const t of [0.27, 0.73]) {
      const cx = horizontal ? (back === 'l' ? px + 0.35 * k : px + w - 0.35 * k) : px + w * t;
      const cy = horizontal ? py + h * t : back === 't' ? py + 0.35 * k : py + h - 0.35 * k;
      out += rect(
        cx - (horizontal ? 0.15 : 0.3) * k,
        cy - (horizontal ? 0.3 : 0.15) * k,
        (horizontal ? 0.3 : 0.6) * k,
        (horizontal ? 0.6 : 0.3) * k,
        '#f3ede4',
        `rx="6" ${st}`,
      );
    }
    const fold = horizontal
      ? back === 'l'
        ? px + w * 0.45
        : px + w * 0.55
      : back === 't'
        ? py + h * 0.45
        : py + h * 0.55;
    out += horizontal
      ? rect(back === 'l' ? fold : px, py, back === 'l' ? px + w - fold : fold - px, h, '#e9dccb', st)
      : rect(px, back === 't' ? fold : py, w, back === 't' ? py + h - fold : fold - py, '#e9dccb', st);
    return out;
  }
  const [bx, by, bw, bh] = band(0.22 * k);
  let out = rect(px, py, w, h, '#ddd2c2', `rx="8" ${st}`) + rect(bx, by, bw, bh, '#cbbda8', `rx="6" ${st}`);
  const n = 3;
  for (let i = 1; i < n; i++) {
    out +=
      back === 'l' || back === 'r'
        ? line(px, py + (h * i) / n, px + w, py + (h * i) / n, ink, 1.5)
        : line(px + (w * i) / n, py, px + (w * i) / n, py + h, ink, 1.5);
  }
  return out;
}

function planOpening(pf: PlanFrame, o: PlanOpening, thickness: number, paper: string): string {
  const { ox, oy, k, ink } = pf;
  const t = thickness * k;
  const len = o.len * k;
  const x = ox + o.at[0] * k;
  const y = oy + o.at[1] * k;
  const gap = o.dir === 'h' ? rect(x, y - t / 2 - 1, len, t + 2, paper) : rect(x - t / 2 - 1, y, t + 2, len, paper);
  if (o.kind === 'open') return gap;
  if (o.kind === 'window' || o.kind === 'slide') {
    const a =
      o.dir === 'h'
        ? line(x, y - t / 6, x + len, y - t / 6, ink, 1.5) + line(x, y + t / 6, x + len, y + t / 6, ink, 1.5)
        : line(x - t / 6, y, x - t / 6, y + len, ink, 1.5) + line(x + t / 6, y, x + t / 6, y + len, ink, 1.5);
    const ends =
      o.dir === 'h'
        ? line(x, y - t / 2, x, y + t / 2, ink, 2) + line(x + len, y - t / 2, x + len, y + t / 2, ink, 2)
        : line(x - t / 2, y, x + t / 2, y, ink, 2) + line(x - t / 2, y + len, x + t / 2, y + len, ink, 2);
    const fill = o.dir === 'h' ? rect(x, y - t / 2, len, t, '#dfeaee') : rect(x - t / 2, y, t, len, '#dfeaee');
    return gap + fill + a + ends;
  }
  const sw = o.swing ?? 1;
  if (o.dir === 'h') {
    const leaf = line(x, y, x, y + sw * len, ink, 3);
    return (
      gap +
      leaf +
      path(
        `M${f(x + len)},${f(y)} A${f(len)},${f(len)} 0 0 ${sw > 0 ? 1 : 0} ${f(x)},${f(y + sw * len)}`,
        'none',
        `stroke="${ink}" stroke-width="1.5" stroke-dasharray="6 5"`,
      )
    );
  }
  const leaf = line(x, y, x + sw * len, y, ink, 3);
  return (
    gap +
    leaf +
    path(
      `M${f(x)},${f(y + len)} A${f(len)},${f(len)} 0 0 ${sw > 0 ? 0 : 1} ${f(x + sw * len)},${f(y)}`,
      'none',
      `stroke="${ink}" stroke-width="1.5" stroke-dasharray="6 5"`,
    )
  );
}

function dimensionLine(x1: number, y1: number, x2: number, y2: number, label: string, ink: string): string {
  const horizontal = Math.abs(y2 - y1) < Math.abs(x2 - x1);
  const tick = (x: number, y: number) => line(x - 9, y + 9, x + 9, y - 9, ink, 2.5);
  let out = line(x1, y1, x2, y2, ink, 1.5) + tick(x1, y1) + tick(x2, y2);
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  out += horizontal
    ? text(mx, my - 12, label, 24, ink, 'text-anchor="middle"')
    : text(mx - 12, my, label, 24, ink, `text-anchor="middle" transform="rotate(-90 ${f(mx - 12)} ${f(my)})"`);
  return out;
}

function northArrow(x: number, y: number, ink: string): string {
  return (
    circle(x, y, 46, 'none', `stroke="${ink}" stroke-width="2"`) +
    poly([x, y - 40, x + 16, y + 24, x, y + 12, x - 16, y + 24], ink) +
    text(x, y - 58, 'N', 28, ink, 'text-anchor="middle" font-weight="bold"')
  );
}

function planScaleBar(x: number, y: number, k: number, ink: string): string {
  let out = '';
  for (let i = 0; i < 4; i++)
    out += rect(x + i * k, y, k, 12, i % 2 ? '#ffffff' : ink, `stroke="${ink}" stroke-width="2"`);
  for (let i = 0; i <= 4; i += 2) out += text(x + i * k, y + 40, String(i), 22, ink, 'text-anchor="middle"');
  return out + text(x + 4 * k + 16, y + 12, 'm', 22, ink);
}

function drawApartmentPlan(s: Scene): string {
  const v = s.variant;
  const base = cycle(PLAN_TEMPLATES, v);
  const t = v >= 3 ? mirrorPlan(base) : base;
  const paper = cycle(['#f7f3ec', '#f4f1ea', '#f8f4ee'], v);
  const ink = '#2f2b28';
  const top = Math.min(...t.rooms.map((r) => r.r[1]));
  const k = Math.min(1750 / t.w, 1120 / (t.d - top));
  const ox = (W - t.w * k) / 2 + 60;
  const oy = (H - (t.d - top) * k) / 2 - top * k + 30;
  const pf: PlanFrame = { ox, oy, k, ink };
  let out = rect(0, 0, W, H, paper);
  let grid = '';
  for (let x = ox % (k / 2); x < W; x += k / 2) grid += `M${f(x)},0V${H}`;
  for (let y = oy % (k / 2); y < H; y += k / 2) grid += `M0,${f(y)}H${W}`;
  out += path(grid, 'none', 'stroke="#d8cfc1" stroke-width="1" opacity="0.5"');
  const R = (r: Rect4, fill: string, extra = '') =>
    rect(ox + r[0] * k, oy + r[1] * k, (r[2] - r[0]) * k, (r[3] - r[1]) * k, fill, extra);
  for (const room of t.rooms) out += R(room.r, FLOORS[room.kind]);
  for (const room of t.rooms)
    if (room.kind === 'bath' || room.kind === 'wc' || room.kind === 'kitchen') out += tiles(pf, room.r);
  for (const item of t.furniture) out += planFurniture(pf, item);
  for (const room of t.rooms) {
    out +=
      room.kind === 'balcony'
        ? R(room.r, 'none', `stroke="${ink}" stroke-width="4"`)
        : R(room.r, 'none', `stroke="${ink}" stroke-width="${f(0.12 * k)}"`);
  }
  out += R([0, 0, t.w, t.d], 'none', `stroke="${ink}" stroke-width="${f(0.3 * k)}"`);
  for (const o of t.openings) {
    const outer =
      (o.dir === 'h' && (o.at[1] === 0 || o.at[1] === t.d)) || (o.dir === 'v' && (o.at[0] === 0 || o.at[0] === t.w));
    out += planOpening(pf, o, outer ? 0.3 : 0.12, paper);
  }
  for (const room of t.rooms) out += roomLabel(pf, room);
  out += dimensionLine(ox, oy + top * k - 70, ox + t.w * k, oy + top * k - 70, `${t.w.toFixed(2)} m`, ink);
  out += dimensionLine(ox - 80, oy, ox - 80, oy + t.d * k, `${t.d.toFixed(2)} m`, ink);
  const area = t.rooms
    .filter((r) => r.kind !== 'balcony')
    .reduce((sum, r) => sum + (r.r[2] - r.r[0]) * (r.r[3] - r.r[1]), 0);
  out += text(70, H - 120, t.name, 44, ink, 'font-weight="bold"');
  out += text(70, H - 72, `Floor plan / Planimetria  ·  ${Math.round(area)} m² net`, 28, mix(ink, paper, 0.3));
  out += northArrow(W - 110, 120, ink) + planScaleBar(W - 120 - 4 * k, H - 90, k, ink);
  return out + rect(0, 0, W, 14, s.tint(M.terracotta));
}

function tiles(pf: PlanFrame, r: Rect4): string {
  let d = '';
  for (let x = r[0] + 0.3; x < r[2]; x += 0.3)
    d += `M${f(pf.ox + x * pf.k)},${f(pf.oy + r[1] * pf.k)}V${f(pf.oy + r[3] * pf.k)}`;
  for (let y = r[1] + 0.3; y < r[3]; y += 0.3)
    d += `M${f(pf.ox + r[0] * pf.k)},${f(pf.oy + y * pf.k)}H${f(pf.ox + r[2] * pf.k)}`;
  return path(d, 'none', 'stroke="#c9cfd0" stroke-width="1"');
}

function roomLabel(pf: PlanFrame, room: PlanRoom): string {
  const [x0, y0, x1, y1] = room.r;
  const area = (x1 - x0) * (y1 - y0);
  const cx = pf.ox + ((x0 + x1) / 2) * pf.k;
  const cy = pf.oy + ((y0 + y1) / 2) * pf.k;
  const small = area < 4;
  const size = small ? 22 : 30;
  const plate = rect(cx - size * 3.2, cy - size * 1.25, size * 6.4, size * 2.5, '#ffffff', 'opacity="0.72" rx="6"');
  return (
    plate +
    text(cx, cy - 4, room.name, size, pf.ink, 'text-anchor="middle" font-weight="bold"') +
    text(
      cx,
      cy + size * 0.95,
      `${area.toFixed(1)} m²`,
      size * 0.85,
      mix(pf.ink, '#ffffff', 0.3),
      'text-anchor="middle"',
    )
  );
}

// MOTIFS

type Drawer = (s: Scene) => string;

export function drawMotif(motif: DemoMotif, s: Scene): string {
  const drawer: Drawer = DRAWERS[motif];
  return drawer(s);
}

const DRAWERS: Record<DemoMotif, Drawer> = {
  tower: drawTower,
  residential: drawResidential,
  villa: drawVilla,
  hotel: drawHotel,
  office: drawOffice,
  'mixed-use': drawMixedUse,
  interior: drawInterior,
  lobby: drawLobby,
  construction: drawConstruction,
  skyline: drawSkyline,
  map: drawMap,
  'apartment-plan': drawApartmentPlan,
  'service-unit': drawServiceUnit,
  parking: drawParking,
  event: drawEvent,
  ceremony: drawCeremony,
};
