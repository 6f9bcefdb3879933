/**
 * Renders the demo pictures of the website: each (motif, variant) pair becomes a deterministic
 * architectural illustration, built as an SVG string and rasterised to PNG with sharp.
 * The variant picks the time of day (palette) and seeds the proportions and framing.
 */
import sharp from 'sharp';
import { drawMotif, mix, VIEW_H, VIEW_W } from './motif-drawings.ts';
import type { DemoPicture } from './motifs.ts';
import { mulberry32 } from './random.ts';

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night' | 'overcast';

/** Light and atmosphere of one time of day; materials are tinted towards `tint` by `tintAmount`. */
export interface Palette {
  time: TimeOfDay;
  sky: readonly [string, string, string];
  sun: string | null;
  sunX: number;
  sunY: number;
  sunR: number;
  glow: string;
  moon: boolean;
  stars: boolean;
  cloud: string;
  cloudAlpha: number;
  haze: string;
  hill: string;
  tint: string;
  tintAmount: number;
  lit: string;
  litRatio: number;
  glass: readonly [string, string];
  /** Strength of cast shadows: strong under a clear sun, faint when overcast or at night. */
  shadow: number;
}

/** Everything a motif drawer needs: randomness, light, and a place to register gradients. */
export interface Scene {
  rng: () => number;
  pal: Palette;
  variant: number;
  defs: string[];
  /** Applies the time-of-day light to a material colour. */
  tint: (hex: string) => string;
  /** A fresh id for a gradient or clip path. */
  id: (prefix: string) => string;
}

const PALETTES: readonly Palette[] = [
  {
    time: 'morning',
    sky: ['#9dbdd6', '#d8e1e3', '#f5dcc6'],
    sun: '#fff3dc',
    sunX: 520,
    sunY: 620,
    sunR: 64,
    glow: '#ffe2bd',
    moon: false,
    stars: false,
    cloud: '#fffaf2',
    cloudAlpha: 0.55,
    haze: '#b8c1c6',
    hill: '#95a096',
    tint: '#ffe4cc',
    tintAmount: 0.1,
    lit: '#ffd9a0',
    litRatio: 0.04,
    glass: ['#a9bfcd', '#5f7686'],
    shadow: 0.22,
  },
  {
    time: 'noon',
    sky: ['#5d92c2', '#a7c6dd', '#e6edef'],
    sun: '#fffcf2',
    sunX: 1900,
    sunY: 210,
    sunR: 56,
    glow: '#fff6e0',
    moon: false,
    stars: false,
    cloud: '#ffffff',
    cloudAlpha: 0.7,
    haze: '#aab8c1',
    hill: '#85917f',
    tint: '#ffffff',
    tintAmount: 0,
    lit: '#ffe3b0',
    litRatio: 0.02,
    glass: ['#9bbad0', '#4a667d'],
    shadow: 0.28,
  },
  {
    time: 'golden',
    sky: ['#7391ae', '#e6b58a', '#f8c98c'],
    sun: '#fff0c4',
    sunX: 1860,
    sunY: 930,
    sunR: 74,
    glow: '#ffb869',
    moon: false,
    stars: false,
    cloud: '#ffd9b0',
    cloudAlpha: 0.5,
    haze: '#c7a38d',
    hill: '#8f7262',
    tint: '#ffb26a',
    tintAmount: 0.2,
    lit: '#ffd48a',
    litRatio: 0.14,
    glass: ['#e9bb8d', '#6a5656'],
    shadow: 0.3,
  },
  {
    time: 'dusk',
    sky: ['#2e3c66', '#8a6e95', '#f1a678'],
    sun: '#ffd2a2',
    sunX: 640,
    sunY: 1190,
    sunR: 66,
    glow: '#ff9d6c',
    moon: false,
    stars: false,
    cloud: '#e3a08f',
    cloudAlpha: 0.45,
    haze: '#6f6682',
    hill: '#4b4660',
    tint: '#5b5478',
    tintAmount: 0.42,
    lit: '#ffcf86',
    litRatio: 0.45,
    glass: ['#6a6890', '#2a2d48'],
    shadow: 0.14,
  },
  {
    time: 'night',
    sky: ['#0b1226', '#1a2949', '#3b4466'],
    sun: null,
    sunX: 1780,
    sunY: 300,
    sunR: 46,
    glow: '#c9d3ea',
    moon: true,
    stars: true,
    cloud: '#3c4868',
    cloudAlpha: 0.35,
    haze: '#2b3350',
    hill: '#1b2137',
    tint: '#18213d',
    tintAmount: 0.66,
    lit: '#ffd08a',
    litRatio: 0.6,
    glass: ['#27324f', '#10172a'],
    shadow: 0.08,
  },
  {
    time: 'overcast',
    sky: ['#a7acb0', '#c8c9c5', '#dcd8cf'],
    sun: null,
    sunX: 1200,
    sunY: 300,
    sunR: 0,
    glow: '#ffffff',
    moon: false,
    stars: false,
    cloud: '#eeeeea',
    cloudAlpha: 0.5,
    haze: '#adb1b0',
    hill: '#8c928b',
    tint: '#b6b6b2',
    tintAmount: 0.24,
    lit: '#ffe2b8',
    litRatio: 0.08,
    glass: ['#a0a9ae', '#5c666c'],
    shadow: 0.1,
  },
];

/** The palette of a variant: variants 0..5 walk through morning, noon, golden hour, dusk, night, overcast. */
export function paletteFor(variant: number): Palette {
  const index = ((Math.floor(variant) % PALETTES.length) + PALETTES.length) % PALETTES.length;
  const palette = PALETTES[index];
  if (!palette) throw new Error(`No palette for variant ${variant}`);
  return palette;
}

/** FNV-1a: a stable 32-bit seed from a string, so a picture never depends on run order. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function createScene(picture: DemoPicture): Scene {
  const variant = Math.max(0, Math.floor(picture.variant));
  const pal = paletteFor(variant);
  let counter = 0;
  return {
    rng: mulberry32(hashString(`${picture.motif}#${variant}`)),
    pal,
    variant,
    defs: [],
    tint: (hex) => mix(hex, pal.tint, pal.tintAmount),
    id: (prefix) => `${prefix}${++counter}`,
  };
}

/** The complete SVG document of a picture, in a fixed 2400x1600 view box scaled to the output size. */
export function buildDemoSvg(picture: DemoPicture, width = VIEW_W, height = VIEW_H): string {
  const scene = createScene(picture);
  const body = drawMotif(picture.motif, scene);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`,
    ` viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">`,
    `<defs>${scene.defs.join('')}</defs>`,
    body,
    '</svg>',
  ].join('');
}

export async function renderDemoPicture(picture: DemoPicture, width = 2400, height = 1600): Promise<Buffer> {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const svg = buildDemoSvg(picture, w, h);
  return sharp(Buffer.from(svg)).png().toBuffer();
}
