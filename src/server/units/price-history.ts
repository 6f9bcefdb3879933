import { UNIT } from '#shared/entities/unit.ts';
import type { UnitPrice } from '#shared/payloads/unit-sales.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { versionOfRow } from '../history/record-write.ts';
import { findRow } from '../repositories/resource-table.ts';
import { tableOf } from '../repositories/table-shape.ts';
import { allVersions } from '../repositories/versions.ts';

/**
 * The prices a unit had, newest first, each from the version of its history that set it
 * (docs/decisions/013-history-and-activity.md): the versions in their order, each kept where its
 * price differs from the one before. A unit whose current version was never recorded (seeded)
 * has it as its row tells of it. 404 for a unit that is not there.
 */
export async function priceHistory(db: Db, id: number): Promise<UnitPrice[]> {
  const row = await findRow(db, tableOf(UNIT), id);
  if (!row) throw notFound(UNIT.noun.one);
  const recorded = await allVersions(db, UNIT.kind, id);
  const current = Number(row.version);
  const versions = recorded.some(({ version }) => version === current)
    ? recorded
    : [...recorded, versionOfRow(UNIT, id, row)];
  const prices: UnitPrice[] = [];
  for (const { fields, createdAt, actor } of versions) {
    const price = typeof fields.price === 'number' ? fields.price : null;
    if (prices.length > 0 && prices.at(-1)?.price === price) continue;
    prices.push({ price, from: createdAt ?? String(row.createdAt), by: actor ?? null });
  }
  return prices.toReversed();
}
