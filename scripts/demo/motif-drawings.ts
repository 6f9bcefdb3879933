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

function attrs(extra: string): string {
  return extra ? ` ${extra}` : '';
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
  for (let i = 0; i + 1 < points.length; i += 2) pts.push(`${f(points[i]!)},${f(points[i + 1]!)}`);
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
  s.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
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

function clip(s: Scene, shape: string): string {
  const id = s.id('cp');
  s.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

const between = (s: Scene, a: number, b: number): number => a + (b - a) * s.rng();
const int = (s: Scene, a: number, b: number): number => Math.floor(between(s, a, b + 1));
function pick<T>(s: Scene, items: readonly T[]): T {
  return items[Math.floor(s.rng() * items.length)]!;
}

/** Camera framings the variants cycle through: where the hero subject sits across the width. */
const FRAMING = [0.5, 0.36, 0.64, 0.44, 0.58, 0.4] as const;
const framing = (s: Scene): number => FRAMING[s.variant % FRAMING.length]! * W;

const isDark = (s: Scene): boolean => s.pal.time === 'night' || s.pal.time === 'dusk';

// ---------------------------------------------------------------------------------------------
// Landscape kit
// ---------------------------------------------------------------------------------------------

function sky(s: Scene, horizon = H): string {
  const p = s.pal;
  const fill = linearUser(s, [[0, p.sky[0]], [0.6, p.sky[1]], [1, p.sky[2]]], 0, 0, 0, horizon);
  let out = rect(0, 0, W, H, fill);
  if (p.stars) {
    for (let i = 0; i < 90; i++) {
      out += circle(s.rng() * W, s.rng() * horizon * 0.7, between(s, 1, 3), '#ffffff', `opacity="${f(between(s, 0.3, 0.9))}"`);
    }
  }
  const glow = radial(s, [[0, p.glow, 0.75], [0.35, p.glow, 0.25], [1, p.glow, 0]], p.sunX, p.sunY, p.sunR * 9 + 200);
  out += rect(0, 0, W, H, glow);
  if (p.sun) out += circle(p.sunX, p.sunY, p.sunR, p.sun, 'opacity="0.95"');
  if (p.moon) {
    out += circle(p.sunX, p.sunY, p.sunR, '#f1ead8');
    out += circle(p.sunX + p.sunR * 0.45, p.sunY - p.sunR * 0.2, p.sunR * 0.9, p.sky[0], 'opacity="0.92"');
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
    const len = between(s, 220, 520) * (p.time === 'overcast' ? 1.6 : 1);
    let puff = '';
    for (let k = 0; k < 5; k++) {
      const dx = (k - 2) * len * 0.2 + between(s, -20, 20);
      const r = len * (0.16 - Math.abs(k - 2) * 0.035);
      puff += ellipse(cx + dx, cy - r * 0.35, r * 1.3, r * 0.75, p.cloud);
    }
    puff += ellipse(cx, cy, len * 0.55, len * 0.08, p.cloud);
    out += g(puff, `opacity="${f(p.cloudAlpha * between(s, 0.6, 1))}"`);
  }
  return out;
}

/** A ridge line made from a few sines: smooth, and different for every seed. */
function ridge(s: Scene, baseY: number, amp: number, fill: string, peakX = W * 0.6, extra = ''): string {
  const phases = [s.rng() * 6, s.rng() * 6, s.rng() * 6];
  const pts: number[] = [0, H];
  for (let x = 0; x <= W; x += 60) {
    const bump = Math.exp(-(((x - peakX) / (W * 0.32)) ** 2));
    const y =
      baseY -
      amp * (0.45 + 0.55 * bump) -
      amp * 0.18 * Math.sin(x / 190 + phases[0]!) -
      amp * 0.1 * Math.sin(x / 83 + phases[1]!) -
      amp * 0.05 * Math.sin(x / 31 + phases[2]!);
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

function groundPlane(s: Scene, y: number, color = M.grass): string {
  const c = s.tint(color);
  return rect(0, y, W, H - y, linear(s, [[0, mix(c, s.pal.haze, 0.25)], [1, darken(c, 0.12)]]));
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
    out += path(`M${f(tx)},${f(ty)} Q${f((tx + ex) / 2)},${f(ty - h * 0.12)} ${f(ex)},${f(ey)} Q${f((tx + ex) / 2)},${f(ty - h * 0.04)} ${f(tx)},${f(ty)} Z`, leaf);
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
    people.push({ x: between(s, x0, x1), y: base - depth * h * 0.25, h: h * (0.85 + s.rng() * 0.2) * (1 - depth * 0.12) });
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
  return ellipse(x + len / 2, base, len * 0.55, len * 0.04, '#000', `opacity="${f(s.pal.shadow * 1.5)}"`) + g(shape, `transform="${flip}"`);
}

const CAR_COLOURS = ['#e9e6e0', '#2d3035', '#7f8790', '#6b3a2c', '#c9c1b0', '#3d4b5c'];

/** Far sidewalk, road with lane marks, near sidewalk: the street every outdoor scene stands on. */
function street(s: Scene, base: number, withCars = true): string {
  const pave = s.tint(M.pavement);
  const asphalt = s.tint(M.asphalt);
  const roadTop = base + 60;
  const roadBottom = base + 200;
  let out = rect(0, base, W, 60, pave) + rect(0, base + 56, W, 6, darken(pave, 0.2));
  out += rect(0, roadTop, W, roadBottom - roadTop, linear(s, [[0, lighten(asphalt, 0.08)], [1, asphalt]]));
  for (let x = 30; x < W; x += 180) out += rect(x, (roadTop + roadBottom) / 2 - 3, 90, 6, lighten(pave, 0.3), 'opacity="0.8"');
  out += rect(0, roadBottom, W, H - roadBottom, linear(s, [[0, pave], [1, darken(pave, 0.12)]]));
  for (let x = 0; x < W; x += 120) out += line(x, roadBottom, x - 60, H, darken(pave, 0.1), 2);
  if (withCars) {
    const count = int(s, 1, 3);
    for (let i = 0; i < count; i++) {
      const left = s.rng() < 0.5;
      const lane = left ? roadTop + 62 : roadBottom - 4;
      out += car(s, between(s, -100, W - 300), lane, between(s, 330, 380), pick(s, CAR_COLOURS), left);
    }
  }
  return out;
}

function vignette(s: Scene, strength = 0.28): string {
  const fill = radial(s, [[0.55, '#000000', 0], [1, '#000000', strength]], W / 2, H / 2, W * 0.72);
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
function useView(s: Scene, ground: number, heroX: number, eye = 150): View {
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
function prism(s: Scene, b: Box, colour: string, front: string, side?: (paint: Paint) => string, roof?: string): string {
  const v = viewOf(s);
  const z = b.z ?? 0;
  const top = b.base - b.h;
  const c = s.tint(colour);
  let out = '';
  if (top > v.horizon) {
    const pts = [...recede(v, b.x, top, z), ...recede(v, b.x + b.w, top, z), ...recede(v, b.x + b.w, top, z + b.depth), ...recede(v, b.x, top, z + b.depth)];
    out += poly(pts, roof ?? lighten(c, 0.15));
  }
  const edge = b.x + b.w < v.vpX ? b.x + b.w : b.x > v.vpX ? b.x : null;
  if (edge !== null) {
    const map = (u: number, y: number) => recede(v, edge, top + y, z + u);
    const paint: Paint = (x, y, w, h, fill, extra = '') => poly([...map(x, y), ...map(x + w, y), ...map(x + w, y + h), ...map(x, y + h)], fill, extra);
    const lit = (s.pal.sunX < v.vpX) === (edge === b.x);
    const shade = s.pal.sun === null ? 0.2 : lit ? 0.08 : 0.26;
    out += paint(0, 0, b.depth, b.h, c) + (side ? side(paint) : '') + paint(0, 0, b.depth, b.h, '#000', `opacity="${shade}"`);
  }
  const k = v.dist / (v.dist + z);
  const scale = Math.round(k * 1000) / 1000;
  const place = z ? `matrix(${scale},0,0,${scale},${f(v.vpX + (b.x - v.vpX) * k)},${f(v.horizon + (top - v.horizon) * k)})` : `translate(${f(b.x)},${f(top)})`;
  return out + g(rect(0, 0, b.w, b.h, c) + front, `transform="${place}"`);
}

/** Shadow cast on the ground to the side away from the sun. */
function castShadow(s: Scene, b: Box, length = 0.25): string {
  const dir = s.pal.sunX < W / 2 ? 1 : -1;
  const len = Math.min(b.h * length, 400) * dir;
  return poly([b.x, b.base, b.x + b.w, b.base, b.x + b.w + len, b.base + 34, b.x + len, b.base + 34], '#000', `opacity="${f(s.pal.shadow * 0.8)}"`);
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
  const glass = linear(s, [[0, s.pal.glass[0]], [1, s.pal.glass[1]]]);
  const lit = linear(s, [[0, lighten(s.pal.lit, 0.3)], [1, s.pal.lit]]);
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
    for (let r = 0; r < o.rows; r++) out += paint(o.padX, o.padTop + (r + 1) * cellH - o.gapY / 2, w - o.padX * 2, Math.max(3, o.gapY * 0.18), o.frame, 'opacity="0.6"');
  }
  return out;
}

/**
 * A glass curtain wall: one gradient reflecting the sky, floor spandrels and mullions on top,
 * and lit bays where the time of day calls for it. Cheap: rows + cols + lit cells, not rows x cols.
 */
function curtainWall(s: Scene, w: number, h: number, rows: number, cols: number, mullion: string, litBoost = 0, paint: Paint = rect): string {
  const reflect = linear(s, [[0, mix(s.pal.sky[1], s.pal.glass[0], 0.5)], [0.55, s.pal.glass[0]], [1, s.pal.glass[1]]]);
  let out = paint(0, 0, w, h, reflect);
  const cellW = w / cols;
  const cellH = h / rows;
  const ratio = Math.min(0.9, s.pal.litRatio + litBoost);
  const lit = s.pal.lit;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (s.rng() < ratio) out += paint(c * cellW, r * cellH, cellW, cellH, lit, `opacity="${f(between(s, 0.65, 0.95))}"`);
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
    [[0, '#ffffff', 0], [0.38, '#ffffff', 0], [0.46, '#ffffff', strength], [0.52, '#ffffff', strength * 0.3], [0.6, '#ffffff', strength * 0.8], [0.68, '#ffffff', 0], [1, '#ffffff', 0]],
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

/** Visible faces of an axis-aligned box seen from the origin, far faces first. */
function box3(cam: Camera, b: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number }, front: string, side: string, top: string): string {
  let out = '';
  if (b.x1 < 0) out += quad3(cam, [[b.x1, b.y0, b.z0], [b.x1, b.y0, b.z1], [b.x1, b.y1, b.z1], [b.x1, b.y1, b.z0]], side);
  if (b.x0 > 0) out += quad3(cam, [[b.x0, b.y0, b.z0], [b.x0, b.y0, b.z1], [b.x0, b.y1, b.z1], [b.x0, b.y1, b.z0]], side);
  if (b.y0 > 0) out += quad3(cam, [[b.x0, b.y0, b.z0], [b.x1, b.y0, b.z0], [b.x1, b.y0, b.z1], [b.x0, b.y0, b.z1]], top);
  out += quad3(cam, [[b.x0, b.y0, b.z0], [b.x1, b.y0, b.z0], [b.x1, b.y1, b.z0], [b.x0, b.y1, b.z0]], front);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Buildings in the city
// ---------------------------------------------------------------------------------------------

/** A simpler tower, faded into the haze, so the hero building has neighbours. */
function hazeTower(s: Scene, x: number, base: number, w: number, h: number, fade: number): string {
  const colour = mix(M.stone2, s.pal.haze, fade);
  const floors = Math.max(6, Math.round(h / 34));
  const spec = { cols: Math.max(3, Math.round(w / 50)), rows: floors, padX: 10, padTop: 12, padBottom: 8, gapX: 14, gapY: 14 };
  const front = windowGrid(s, w, h, spec) + rect(0, 0, w, h, s.pal.haze, `opacity="${f(fade * 0.7)}"`);
  const side = (paint: Paint) => windowGrid(s, w * 0.5, h, { ...spec, cols: 2 }, paint) + paint(0, 0, w * 0.5, h, s.pal.haze, `opacity="${f(fade * 0.7)}"`);
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
  useView(s, ground, cx);
  let out = sky(s, ground) + mountains(s, ground - 150) + cityBackdrop(s, ground, 60, 240, 0.6);
  out += hazeTower(s, x - w * 1.3, ground, w * 0.7, h * between(s, 0.45, 0.7), 0.45);
  out += hazeTower(s, x + w * 1.6, ground, w * 0.8, h * between(s, 0.5, 0.8), 0.4);
  const cols = int(s, 8, 11);
  let front = curtainWall(s, w, h, floors, cols, mullion, isDark(s) ? 0.1 : 0);
  for (let c = 0; c <= cols; c += 2) front += rect((c * w) / cols - 5, 0, 10, h, bronze);
  front += sheen(s, w, h);
  const side = (paint: Paint) => curtainWall(s, depth, h, floors, Math.max(3, Math.round(cols * 0.4)), mullion, 0, paint);
  out += crown(s, { x, base: base - h, w, h: crownH, depth, z: 40 }, bronze, () => prism(s, { x, base, w, h, depth, z: 40 }, M.dark, front, side));
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
  const recess = prism(s, { x: b.x + inset, base: b.base, w: b.w - inset * 2, h: recessH, depth: b.depth - inset * 2, z: z + inset }, M.dark, fins, (p) => p(0, 0, b.depth, recessH, '#000', 'opacity="0.2"'));
  const cornice = prism(s, { x: b.x - 4, base: b.base - recessH, w: b.w + 8, h: 22, depth: b.depth + 4, z }, M.bronze, rect(0, 16, b.w + 8, 6, darken(bronze, 0.3)));
  return recess + body() + cornice;
}

/** Stone podium with a double-height glazed lobby and a thin canopy. */
function podium(s: Scene, x: number, ground: number, w: number, h: number, depth: number): string {
  const stone = s.tint(M.stone);
  const warm = isDark(s) ? s.pal.lit : mix(s.pal.glass[0], s.pal.lit, 0.35);
  const glass = linear(s, [[0, warm], [1, mix(warm, s.pal.glass[1], 0.5)]]);
  let front = rect(w * 0.08, h * 0.22, w * 0.84, h * 0.78, glass);
  for (let i = 1; i < 8; i++) front += rect(w * 0.08 + (w * 0.84 * i) / 8 - 2, h * 0.22, 4, h * 0.78, darken(stone, 0.5));
  front += rect(w * 0.02, h * 0.16, w * 0.96, 10, darken(stone, 0.55));
  front += rect(0, 0, w, 6, lighten(stone, 0.3));
  return castShadow(s, { x, base: ground, w, h, depth }, 0.6) + prism(s, { x, base: ground, w, h, depth }, M.stone, front);
}

function balconyFacade(s: Scene, w: number, h: number, floors: number, bays: number, checker: boolean): string {
  const floorH = h / floors;
  const bayW = w / bays;
  const slab = lighten(s.tint(M.render), 0.3);
  const recessC = darken(s.tint(M.stone2), 0.15);
  const glass = linear(s, [[0, s.pal.glass[0]], [1, s.pal.glass[1]]]);
  const lit = linear(s, [[0, lighten(s.pal.lit, 0.25)], [1, s.pal.lit]]);
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

function residentialBlock(s: Scene, x: number, base: number, floors: number, bays: number, fade: number, z = 0): string {
  const floorH = 86;
  const w = bays * 138;
  const h = floors * floorH;
  const depth = between(s, 150, 210);
  const checker = s.rng() < 0.5;
  const front = balconyFacade(s, w, h, floors, bays, checker) + (fade ? rect(-10, 0, w + 20, h, s.pal.haze, `opacity="${fade}"`) : '');
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

function drawResidential(s: Scene): string {
  const ground = 1300;
  const cx = framing(s);
  const view = useView(s, ground, cx);
  let out = sky(s, view.horizon) + mountains(s, view.horizon) + cityBackdrop(s, view.horizon + 10, 60, 200, 0.6);
  out += rect(0, view.horizon, W, H - view.horizon, linear(s, [[0, mix(s.tint(M.grass), s.pal.haze, 0.3)], [1, darken(s.tint(M.grass), 0.2)]]));
  const blocks = s.variant % 2 === 0 ? 3 : 2;
  const bays = int(s, 5, 6);
  const mainFloors = 6 + (s.variant % 3) + int(s, 0, 1);
  if (blocks === 3) out += residentialBlock(s, cx - 1300, ground, mainFloors + 3, 4, 0.3, 900);
  out += residentialBlock(s, cx + 200, ground, mainFloors + 2, bays - 1, 0.15, 450);
  out += residentialBlock(s, cx - bays * 69 - 200, ground, mainFloors, bays, 0);
  out += path(`M${f(cx - 180)},${f(ground)} L${f(cx - 60)},${f(ground)} L${f(cx + 200)},${f(H)} L${f(cx - 260)},${f(H)} Z`, s.tint(M.pavement));
  for (let x = 80; x < W; x += between(s, 250, 420)) out += tree(s, x, ground + between(s, 60, 160), between(s, 200, 280));
  out += rect(0, H - 70, W, 70, s.tint(M.foliageDark), 'opacity="0.85"');
  for (let x = 0; x < W; x += 70) out += circle(x, H - 70, 40, s.tint(M.foliageDark));
  out += crowd(s, cx - 250, cx + 150, ground + 220, 120, int(s, 2, 4));
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
    for (let x = (row % 2) * 40 + between(s, 0, 40); x < w; x += between(s, 70, 140)) out += paint(x, y, 2, 24, darken(base, 0.25), 'opacity="0.6"');
  }
  return out;
}

/** Floor-to-ceiling sliding glazing; warm interior light shows through at dusk and at night. */
function glazing(s: Scene, x: number, y: number, w: number, h: number, panes: number): string {
  const inner = isDark(s) ? [lighten(s.pal.lit, 0.2), s.pal.lit] : [mix(s.pal.glass[0], s.pal.sky[1], 0.3), s.pal.glass[1]];
  let out = rect(x, y, w, h, linear(s, [[0, inner[0]!], [1, inner[1]!]]));
  if (isDark(s)) out += rect(x, y + h * 0.55, w, h * 0.45, darken(s.pal.lit, 0.3), 'opacity="0.4"');
  const frame = darken(s.tint(M.dark), 0.1);
  for (let i = 0; i <= panes; i++) out += rect(x + (w * i) / panes - 3, y, 6, h, frame);
  out += rect(x, y, w, 6, frame) + rect(x, y + h - 6, w, 6, frame);
  return out + g(sheen(s, w, h, 0.18), `transform="translate(${f(x)},${f(y)})"`);
}

function lounger(s: Scene, x: number, base: number): string {
  const c = s.tint('#f3eee6');
  return rect(x, base - 22, 120, 12, c) + poly([x + 100, base - 22, x + 120, base - 22, x + 150, base - 62, x + 134, base - 66], c) + rect(x + 8, base - 10, 6, 10, darken(c, 0.4)) + rect(x + 106, base - 10, 6, 10, darken(c, 0.4));
}

function pool(s: Scene, x: number, top: number, w: number, h: number, spread: number): string {
  const coping = s.tint('#efe8dc');
  const water = linear(s, [[0, mix(s.pal.sky[1], M.water, 0.45)], [0.4, s.tint(M.water)], [1, darken(s.tint(M.water), 0.3)]]);
  let out = poly([x - 24, top - 14, x + w + 24, top - 14, x + w + spread + 34, top + h + 18, x - spread - 34, top + h + 18], coping);
  out += poly([x, top, x + w, top, x + w + spread, top + h, x - spread, top + h], water);
  for (let i = 0; i < 14; i++) {
    const yy = top + 12 + s.rng() * (h - 24);
    const xx = x - spread + s.rng() * (w + spread);
    const len = between(s, 40, 140);
    out += path(`M${f(xx)},${f(yy)} q${f(len / 4)},-6 ${f(len / 2)},0 t${f(len / 2)},0`, 'none', `stroke="#ffffff" stroke-width="3" opacity="${f(between(s, 0.25, 0.55))}"`);
  }
  return out;
}

function drawVilla(s: Scene): string {
  const ground = 1060;
  const cx = framing(s);
  const p = s.pal;
  const view = useView(s, ground, cx, 170);
  let out = sky(s, view.horizon);
  out += ridge(s, view.horizon, 300, mix(p.haze, p.sky[2], 0.3), W * between(s, 0.2, 0.8));
  out += ridge(s, view.horizon + 60, 130, s.tint(mix(M.olive, p.hill, 0.4)), W * between(s, 0.2, 0.8));
  out += rect(0, view.horizon + 50, W, H - view.horizon - 50, linear(s, [[0, mix(s.tint(M.grass), p.haze, 0.3)], [1, darken(s.tint(M.grass), 0.18)]]));
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
  out += prism(s, low, M.stone2, stoneCladding(s, lowW, lowH) + glazing(s, lowW * glazeFrom, 30, lowW * 0.6, lowH - 30, 6), (paint) => stoneCladding(s, 220, lowH, paint));
  out += roofSlab(s, x - 30, ground - lowH, lowW + 60, 220);
  let upFront = glazing(s, upW * 0.08, 40, upW * 0.84, 120, 5);
  for (let sx = upW * 0.5; sx < upW * 0.92; sx += 20) upFront += rect(sx, 40, 8, 120, s.tint(M.wood));
  out += prism(s, up, M.render, upFront);
  out += roofSlab(s, upX - 40, up.base - up.h, upW + 80, 200);
  out += rect(x - 160, ground, lowW + 480, 46, s.tint(M.wood)) + rect(x - 160, ground + 40, lowW + 480, 6, darken(s.tint(M.wood), 0.3));
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
  return prism(s, { x, base: y, w, h: 18, depth, z: -20 }, M.render, rect(0, 12, w, 6, darken(c, 0.35)), undefined, lighten(c, 0.1));
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
  useView(s, ground, cx);
  let out = sky(s, ground) + mountains(s, ground - 150) + cityBackdrop(s, ground, 80, 260, 0.55);
  const grid = { cols: Math.round(w / 62), rows: floors, padX: 30, padTop: 90, padBottom: 0, gapX: 20, gapY: 16, litBoost: dark ? 0.2 : 0.08 };
  let front = windowGrid(s, w, h, grid);
  for (let c = 0; c <= grid.cols; c += 3) front += rect(30 + ((w - 60) * c) / grid.cols - 8, 90, 16, h - 90, s.tint(M.stone));
  front += rect(0, 0, w, 90, s.tint(M.dark));
  front += rect(0, 84, w, 6, s.tint(M.bronze));
  const signColour = dark ? s.pal.lit : s.tint(M.bronze);
  if (dark) front += text(w / 2, 64, 'HOTEL', 56, s.pal.lit, `text-anchor="middle" font-weight="bold" letter-spacing="26" opacity="0.45" stroke="${s.pal.lit}" stroke-width="8"`);
  front += text(w / 2, 64, 'HOTEL', 56, signColour, 'text-anchor="middle" font-weight="bold" letter-spacing="26"');
  const side = (paint: Paint) => windowGrid(s, depth, h, { ...grid, cols: 3, padX: 20 }, paint) + paint(0, 0, depth, 90, s.tint(M.dark));
  out += castShadow(s, { x, base, w, h, depth }, 0.3);
  out += prism(s, { x, base, w, h, depth }, M.stone2, front, side);
  out += hotelBase(s, x, ground, w, depth);
  out += street(s, ground);
  out += flags(s, x - 120, ground + 40, 3);
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
      out += poly([lx - 8, ground - baseH + 48, lx + 8, ground - baseH + 48, lx + 60, ground + 50, lx - 60, ground + 50], s.pal.lit, 'opacity="0.18"');
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
    const c = s.tint(colours[i % colours.length]!);
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
  useView(s, ground, cx);
  const bW = between(s, 520, 600);
  const bFloors = 12 + int(s, 0, 4);
  const b: Box = { x: a.x - bW - 120, base: ground - 30, w: bW, h: bFloors * 42, depth: 240 };
  let bFront = curtainWall(s, bW, b.h, bFloors, 10, mullion);
  for (let r = 1; r < bFloors; r++) bFront += rect(0, (r * b.h) / bFloors - 8, bW, 10, bronze);
  out += prism(s, b, M.dark, bFront + sheen(s, bW, b.h), (paint) => curtainWall(s, 240, b.h, bFloors, 4, mullion, 0, paint));
  out += prism(s, { x: b.x + bW, base: ground, w: 200, h: 260, depth: 200, z: 60 }, M.dark, curtainWall(s, 200, 260, 4, 4, mullion, 0.2));
  let aFront = curtainWall(s, aW, aH, aFloors, 14, mullion);
  for (let k = 0; k < 3; k++) aFront += ellipse(between(s, 60, aW - 60), between(s, 60, aH * 0.4), between(s, 70, 140), 22, '#ffffff', 'opacity="0.12"');
  aFront += sheen(s, aW, aH, 0.26);
  out += castShadow(s, a, 0.15);
  out += prism(s, a, M.dark, aFront, (paint) => curtainWall(s, 280, aH, aFloors, 6, mullion, 0, paint));
  out += prism(s, { x: a.x - 10, base: ground - aH, w: aW + 20, h: 26, depth: 290 }, M.bronze, '');
  out += plaza(s, ground, cx);
  out += sculpture(s, cx + aW * 0.9, ground + 150);
  out += planter(s, a.x - 260, ground + 90) + planter(s, a.x + aW + 260, ground + 110) + planter(s, b.x - 40, ground + 60);
  out += crowd(s, cx - 700, cx + 600, ground + 200, 120, int(s, 5, 8));
  return out + vignette(s);
}

/** Paved forecourt in perspective: joints converge on a vanishing point behind the building. */
function plaza(s: Scene, ground: number, vx: number): string {
  const pave = s.tint(M.pavement);
  let out = rect(0, ground, W, H - ground, linear(s, [[0, lighten(pave, 0.05)], [1, darken(pave, 0.1)]]));
  const joint = darken(pave, 0.16);
  for (let i = -14; i <= 14; i++) out += line(vx + i * 30, ground, vx + i * 260, H, joint, 2);
  for (let k = 1; k < 9; k++) {
    const y = ground + (H - ground) * (k / 9) ** 1.7;
    out += line(0, y, W, y, joint, 2);
  }
  return out;
}

function sculpture(s: Scene, x: number, base: number): string {
  return rect(x - 60, base - 40, 120, 40, s.tint(M.stone2)) + circle(x, base - 170, 110, 'none', `stroke="${s.tint(M.bronze)}" stroke-width="26"`) + circle(x - 8, base - 176, 110, 'none', `stroke="${lighten(s.tint(M.bronze), 0.3)}" stroke-width="6" opacity="0.6"`);
}

function planter(s: Scene, x: number, base: number): string {
  return tree(s, x, base - 70, 240) + rect(x - 110, base - 70, 220, 70, s.tint(M.concrete)) + rect(x - 110, base - 70, 220, 10, lighten(s.tint(M.concrete), 0.3));
}

function shopfronts(s: Scene, w: number, h: number, bays: number): string {
  const bayW = w / bays;
  const awnings = [M.terracotta, '#7d6a58', M.bronze, '#5e6b63'];
  let out = '';
  for (let i = 0; i < bays; i++) {
    const x = i * bayW;
    out += glazing(s, x + 16, h * 0.3, bayW - 32, h * 0.7, 3);
    const c = s.tint(awnings[i % awnings.length]!);
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
  useView(s, ground, cx);
  let out = sky(s, ground) + mountains(s, ground - 140) + cityBackdrop(s, ground, 80, 260, 0.55);
  const roof = ground - podH;
  const t1Floors = 13 + int(s, 0, 4) + (s.variant % 2) * 2;
  const t1W = 460;
  const t1: Box = { x: x + 90, base: roof, w: t1W, h: t1Floors * 62, depth: 170, z: 70 };
  const t1Side = (paint: Paint) => windowGrid(s, 170, t1.h, { cols: 2, rows: t1Floors, padX: 16, padTop: 20, padBottom: 10, gapX: 30, gapY: 26 }, paint);
  out += prism(s, t1, M.render, balconyFacade(s, t1W, t1.h, t1Floors, 4, s.rng() < 0.5), t1Side);
  const t2Floors = 20 + int(s, 0, 5) - (s.variant % 2) * 3;
  const t2W = 420;
  const t2: Box = { x: x + podW - t2W - 40, base: roof, w: t2W, h: Math.min(t2Floors * 40, roof - 200), depth: 200, z: 50 };
  const mullion = s.tint('#2e3338');
  const t2Side = (paint: Paint) => curtainWall(s, 200, t2.h, t2Floors, 4, mullion, 0, paint);
  out += prism(s, t2, M.dark, curtainWall(s, t2W, t2.h, t2Floors, 8, mullion) + sheen(s, t2W, t2.h), t2Side);
  out += castShadow(s, { x, base: ground, w: podW, h: podH, depth }, 0.4);
  let front = rect(0, 0, podW, podH, s.tint(M.stone));
  front += curtainWall(s, podW, podH * 0.42, 2, 16, s.tint(M.bronze), 0.1);
  front += g(shopfronts(s, podW, podH * 0.58, Math.round(podW / 260)), `transform="translate(0,${f(podH * 0.42)})"`);
  const podSide = (paint: Paint) => windowGrid(s, depth, podH, { cols: 3, rows: 3, padX: 20, padTop: 20, padBottom: 10, gapX: 30, gapY: 30 }, paint);
  for (let i = 0; i < 5; i++) out += tree(s, x + podW * 0.5 + i * 80, roof + 6, 110);
  out += prism(s, { x, base: ground, w: podW, h: podH, depth }, M.stone, front, podSide);
  out += street(s, ground);
  out += crowd(s, x, x + podW, ground + 52, 78, int(s, 6, 10));
  return out + vignette(s);
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
  interior: drawTower,
  lobby: drawTower,
  construction: drawTower,
  skyline: drawTower,
  map: drawTower,
  'apartment-plan': drawTower,
  'service-unit': drawTower,
  parking: drawTower,
  event: drawTower,
  ceremony: drawTower,
};
