/** The subjects of the demo pictures; each (motif, variant) pair is one file in assets/pictures. */
export type DemoMotif =
  | 'tower'
  | 'residential'
  | 'villa'
  | 'hotel'
  | 'office'
  | 'mixed-use'
  | 'interior'
  | 'lobby'
  | 'construction'
  | 'skyline'
  | 'map'
  | 'apartment-plan'
  | 'service-unit'
  | 'parking'
  | 'facade'
  | 'floor-plan'
  | 'event'
  | 'ceremony';

/** One demo picture: a motif and which of its variants (0 to 5: morning, noon, golden hour, dusk, night, overcast). */
export interface DemoPicture {
  motif: DemoMotif;
  variant: number;
}
