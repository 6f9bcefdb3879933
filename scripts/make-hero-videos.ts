/**
 * Makes the home page's hero videos: public/videos/hero-1.mp4 … hero-3.mp4 and their posters
 * hero-1.webp … hero-3.webp. Remake them with:
 *
 *   node scripts/make-hero-videos.ts
 *
 * Each video is one demo picture (scripts/demo/assets/pictures) with a slow camera move: a zoom or
 * a pan that goes out and comes back on a cosine, so the last frame meets the first and the loop
 * has no seam. Frames are cropped and scaled with sharp and piped raw into Debian's ffmpeg, which
 * encodes H.264 (yuv420p, faststart) small enough to keep the three under 2.5 MB together.
 * The poster is the first frame, so the swap from poster to video does not jump.
 */
import { spawn } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { HOME_VIDEO_COUNT } from '#shared/constants.ts';
import { pictureFile } from './demo/assets.ts';
import type { DemoPicture } from './demo/motifs.ts';

const FFMPEG = '/usr/bin/ffmpeg';
const OUT_DIR = fileURLToPath(new URL('../public/videos/', import.meta.url));
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
const SECONDS = 7;
const SOURCE_W = 2400;
const SOURCE_H = 1600;
/** Constant-quality factor: 25 keeps soft gradients clean and each file well under 600 KB. */
const CRF = '25';

/** Where the camera looks at progress p (0..1): centre and zoom (1 = the widest 16:9 crop). */
interface Shot {
  picture: DemoPicture;
  camera: (p: number) => { x: number; y: number; zoom: number };
}

/** 0 at the start and end of the loop, 1 halfway: motion that eases out and back. */
const swing = (p: number) => (1 - Math.cos(2 * Math.PI * p)) / 2;

const SHOTS: readonly Shot[] = [
  // Tirana's skyline at golden hour: a slow push towards the towers.
  { picture: { motif: 'skyline', variant: 2 }, camera: (p) => ({ x: 0.58, y: 0.5, zoom: 1 + 0.14 * swing(p) }) },
  // A tower at dusk, windows lit: a pan across the street.
  { picture: { motif: 'tower', variant: 3 }, camera: (p) => ({ x: 0.42 + 0.16 * swing(p), y: 0.42, zoom: 1.18 }) },
  // A villa in the evening sun: a gentle drift over the garden.
  {
    picture: { motif: 'villa', variant: 2 },
    camera: (p) => ({ x: 0.5, y: 0.58 - 0.06 * swing(p), zoom: 1.12 + 0.08 * swing(p) }),
  },
];

/** The crop of the source the camera sees, kept inside the picture and at exactly 16:9. */
function cropAt(shot: Shot, p: number) {
  const { x, y, zoom } = shot.camera(p);
  const width = Math.round(SOURCE_W / zoom);
  const height = Math.round((width * HEIGHT) / WIDTH);
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    left: clamp(x * SOURCE_W - width / 2, SOURCE_W - width),
    top: clamp(y * SOURCE_H - height / 2, SOURCE_H - height),
    width,
    height,
  };
}

async function frameAt(source: Sharp, shot: Shot, p: number) {
  return source
    .clone()
    .extract(cropAt(shot, p))
    .resize(WIDTH, HEIGHT, { kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

function encoder(file: string) {
  const ffmpeg = spawn(
    FFMPEG,
    [
      ...['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-'],
      ...['-an', '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', CRF],
      ...['-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart', file],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`)),
    );
  });
  return { ffmpeg, done };
}

async function makeVideo(shot: Shot, number: number) {
  const source = sharp(await sharp(pictureFile(shot.picture)).resize(SOURCE_W, SOURCE_H).png().toBuffer());
  const video = `${OUT_DIR}hero-${number}.mp4`;
  const poster = `${OUT_DIR}hero-${number}.webp`;
  const { ffmpeg, done } = encoder(video);
  const frames = FPS * SECONDS;
  for (let index = 0; index < frames; index++) {
    const frame = await frameAt(source, shot, index / frames);
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  await sharp(await frameAt(source, shot, 0), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .webp({ quality: 72 })
    .toFile(poster);
  const kilobytes = async (file: string) => Math.round((await stat(file)).size / 1024);
  console.log(`hero-${number}: video ${await kilobytes(video)} KB, poster ${await kilobytes(poster)} KB`);
}

if (SHOTS.length !== HOME_VIDEO_COUNT)
  throw new Error(`The home page shows ${HOME_VIDEO_COUNT} videos; ${SHOTS.length} are defined.`);
await mkdir(OUT_DIR, { recursive: true });
for (const [index, shot] of SHOTS.entries()) await makeVideo(shot, index + 1);
