/** A duration as the settings write it: a whole number and a unit, like `8h`, `30m` or `2d`. */
export const DURATION_PATTERN = /^(\d+)([smhd])$/;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Milliseconds of a duration matching DURATION_PATTERN; throws on any other text. */
export function durationMs(text: string): number {
  const match = DURATION_PATTERN.exec(text);
  if (!match) throw new Error(`"${text}" is not a duration like 8h or 30m`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
