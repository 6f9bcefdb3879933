/**
 * The subjects the demo images are drawn from. Content files name a motif and a variant number;
 * images.ts draws each (motif, variant) pair as a distinct, deliberate illustration.
 */
export const DEMO_MOTIFS = [
  'tower',
  'residential',
  'villa',
  'hotel',
  'office',
  'mixed-use',
  'interior',
  'lobby',
  'construction',
  'skyline',
  'map',
  'apartment-plan',
  'service-unit',
  'parking',
  'event',
  'ceremony',
] as const;
export type DemoMotif = (typeof DEMO_MOTIFS)[number];

/** One demo picture: a motif and which of its variants (0 to 5). */
export interface DemoPicture {
  motif: DemoMotif;
  variant: number;
}
