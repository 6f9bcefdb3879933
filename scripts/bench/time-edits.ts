import { type EdgeReader, keptAtTheEdge } from './edge-reads.ts';
import { errorText, percentile } from './figures.ts';
import type { Timed } from './publish-edits.ts';

/** Latencies of one kind of edit, in ms. */
export interface Latencies {
  p50: number;
  p95: number;
}

/** One kind of edit's figures, or the error that stopped it. */
export type KindResult =
  | {
      /** From the API's answer until the publish status said live. */
      live: Latencies;
      /** From the API's answer until the edited page showed the edit through the edge; null when no page shows it. */
      edge?: Latencies | null;
      /** Pages rendered per edit (median). */
      rendered: number;
      /** Other pages read through the edge after each edit, and those it no longer had cached. */
      bystanders?: { checked: number; lost: string[] };
      /** Each edit's latencies, in the order they ran. */
      samples: { liveMs: number[]; edgeMs: number[] };
    }
  | { error: string };

const latencies = (values: number[]): Latencies => ({
  p50: Math.round(percentile(values, 0.5)),
  p95: Math.round(percentile(values, 0.95)),
});

const ms = (value: number) => `${String(value).padStart(5)} ms`;

/** A kind's figures as one line of the table. */
function describe(kind: string, result: KindResult): string {
  const name = kind.padEnd(30);
  if ('error' in result) return `${name} ERROR: ${result.error}`;
  const columns = [`live p50 ${ms(result.live.p50)}  p95 ${ms(result.live.p95)}`];
  if (result.edge !== undefined)
    columns.push(
      result.edge ? `edge p50 ${ms(result.edge.p50)}  p95 ${ms(result.edge.p95)}` : 'edge: no page shows this edit',
    );
  columns.push(`pages rendered ${result.rendered}`);
  if (result.bystanders) {
    const { checked, lost } = result.bystanders;
    columns.push(`other pages still cached ${checked - lost.length}/${checked}`);
  }
  return `${name} ${columns.join('   ')}`;
}

/**
 * Times `edits` edits of each kind, one after another, and prints a line per kind. With an `edge`,
 * `bystanders` (pages no edit is about) are warmed there first and checked after each edit. An
 * error ends its kind, is printed and kept as an error, and the next kind goes on.
 */
export async function timeEdits(
  kinds: Record<string, (n: number) => Promise<Timed>>,
  edits: number,
  edge: { reader: EdgeReader; bystanders: string[] } | null,
): Promise<Record<string, KindResult>> {
  const results: Record<string, KindResult> = {};
  for (const [kind, edit] of Object.entries(kinds)) {
    try {
      const timed: Timed[] = [];
      const bystanders = { checked: 0, lost: [] as string[] };
      for (const page of edge?.bystanders ?? []) await edge?.reader.warm(page);
      for (let n = 1; n <= edits; n++) {
        const result = await edit(n);
        timed.push(result);
        if (!edge) continue;
        const kept = await keptAtTheEdge(edge.reader, edge.bystanders, result.pages);
        bystanders.checked += kept.checked;
        bystanders.lost.push(...kept.lost);
      }
      const live = timed.map((result) => result.latencyMs);
      const shown = timed.flatMap((result) => (result.edgeMs === undefined ? [] : [Math.round(result.edgeMs)]));
      results[kind] = {
        live: latencies(live),
        ...(edge && { edge: shown.length > 0 ? latencies(shown) : null, bystanders }),
        rendered: percentile(
          timed.map((result) => result.rendered),
          0.5,
        ),
        samples: { liveMs: live, edgeMs: shown },
      };
    } catch (error) {
      results[kind] = { error: errorText(error) };
    }
    console.log(describe(kind, results[kind] as KindResult));
  }
  return results;
}
