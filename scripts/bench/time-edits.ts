import { type EdgeReader, keepAtTheEdge, keptAtTheEdge } from './edge-reads.ts';
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
      /** From the API's answer until the publisher received the event: the part of `live` before the publish. */
      delivery: Latencies;
      /** From the API's answer until the edited page showed the edit through the edge; null when no page shows it. */
      edge?: Latencies | null;
      /** Pages rendered per edit (median). */
      rendered: number;
      /**
       * A page of each kind read through the edge after each edit: how many reads, how many found a
       * page the edit changed (rightly purged), and the pages purged with their bytes unchanged.
       */
      bystanders?: Bystanders;
      /** Each edit's latencies, in the order they ran. */
      samples: { liveMs: number[]; deliveryMs: number[]; edgeMs: number[] };
    }
  | { error: string };

/** The bystanders' reads over a kind's edits. */
interface Bystanders {
  checked: number;
  changed: number;
  needless: string[];
}

const latencies = (values: number[]): Latencies => ({
  p50: Math.round(percentile(values, 0.5)),
  p95: Math.round(percentile(values, 0.95)),
});

const ms = (value: number) => `${String(value).padStart(5)} ms`;

/** A kind's figures as one line of the table. */
function describe(kind: string, result: KindResult): string {
  const name = kind.padEnd(30);
  if ('error' in result) return `${name} ERROR: ${result.error}`;
  const columns = [
    `delivered p50 ${ms(result.delivery.p50)}`,
    `live p50 ${ms(result.live.p50)}  p95 ${ms(result.live.p95)}`,
  ];
  if (result.edge !== undefined)
    columns.push(
      result.edge ? `edge p50 ${ms(result.edge.p50)}  p95 ${ms(result.edge.p95)}` : 'edge: no page shows this edit',
    );
  columns.push(`pages rendered ${result.rendered}`);
  if (result.bystanders) {
    const { checked, changed, needless } = result.bystanders;
    const kept = checked - changed - needless.length;
    columns.push(
      `other pages: ${kept}/${checked} still cached, ${changed} changed, ${needless.length} purged unchanged${needless.length > 0 ? ` (${[...new Set(needless)].join(' ')})` : ''}`,
    );
  }
  return `${name} ${columns.join('   ')}`;
}

/**
 * Times `edits` edits of each kind, one after another, and prints a line per kind. With an `edge`,
 * `bystanders` (a page of each kind) are warmed there first and checked after each edit. An
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
      const bystanders: Bystanders = { checked: 0, changed: 0, needless: [] };
      const kept = edge && (await keepAtTheEdge(edge.reader, edge.bystanders));
      for (let n = 1; n <= edits; n++) {
        const result = await edit(n);
        timed.push(result);
        if (!edge || !kept) continue;
        const after = await keptAtTheEdge(edge.reader, kept);
        bystanders.checked += after.checked;
        bystanders.changed += after.changed;
        bystanders.needless.push(...after.needless);
      }
      const live = timed.map((result) => result.latencyMs);
      const delivery = timed.map((result) => result.deliveryMs);
      const shown = timed.flatMap((result) => (result.edgeMs === undefined ? [] : [Math.round(result.edgeMs)]));
      results[kind] = {
        live: latencies(live),
        delivery: latencies(delivery),
        ...(edge && { edge: shown.length > 0 ? latencies(shown) : null, bystanders }),
        rendered: percentile(
          timed.map((result) => result.rendered),
          0.5,
        ),
        samples: { liveMs: live, deliveryMs: delivery, edgeMs: shown },
      };
    } catch (error) {
      results[kind] = { error: errorText(error) };
    }
    console.log(describe(kind, results[kind] as KindResult));
  }
  return results;
}

type Target = { p50Ms: number; p95Ms: number };

/**
 * The kinds of edit whose latencies miss their targets, with the figure that misses: `targets.live`
 * (and `targets.edge` through the edge), or for the kinds starting with `ownKind` `targets.unitStatus`.
 */
export function overTargets(
  edits: Record<string, KindResult>,
  targets: { live: Target; edge: Target; unitStatus: Target },
  ownKind: string,
): string[] {
  return Object.entries(edits).flatMap(([kind, result]) => {
    if ('error' in result) return [];
    const live = kind.startsWith(ownKind) ? targets.unitStatus : targets.live;
    const figures = [['live', result.live, live] as const];
    const misses = [...figures, ...(result.edge ? [['edge', result.edge, targets.edge] as const] : [])].flatMap(
      ([of, { p50, p95 }, target]) => [
        ...(p50 > target.p50Ms ? [`${of} p50 ${p50} ms`] : []),
        ...(p95 > target.p95Ms ? [`${of} p95 ${p95} ms`] : []),
      ],
    );
    return misses.length > 0 ? [`${kind} (${misses.join(', ')})`] : [];
  });
}
