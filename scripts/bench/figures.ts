import { availableParallelism, cpus, loadavg } from 'node:os';

/** The value that `share` of `values` lie at or below (nearest rank); NaN for no values. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** A figure measured several times: its median and its spread (the lowest and highest run). */
export interface Repeated {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function repeated(runs: readonly number[]): Repeated {
  if (runs.length === 0) throw new Error('no runs to sum up');
  const sorted = runs.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number, runs: [...runs] };
}

/** "3 runs", "1 run". */
export const runsOf = (count: number) => `${count} run${count === 1 ? '' : 's'}`;

/** "1,234 (1,100–1,300)": a repeated figure as printed, with `digits` decimals; "1,234" when every run gave it. */
export function formatRepeated({ median, min, max }: Repeated, digits = 0): string {
  const format = (value: number) =>
    value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`;
}

/** The machine a figure was measured on: the cores, their model, the load average over 1, 5 and 15 minutes. */
export function machine() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  };
}

export const describeMachine = ({ cores, cpu, loadAverage }: ReturnType<typeof machine>) =>
  `${cores} cores (${cpu}), load average ${loadAverage.join(' / ')} (1 / 5 / 15 min)`;

/** An error as printed in place of a figure: its message, and its cause's (where fetch keeps the reason). */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
