import type { UnitColumnMapping } from '#shared/entities/unit-columns.ts';
import { UnitColumnMappingSchema } from '#shared/payloads/unit-import.ts';
import type { Db } from '../db/database.ts';

/** The mapping of a building's last import, if it had one. */
export async function findImportMapping(db: Db, buildingId: number): Promise<UnitColumnMapping | undefined> {
  const row = await db
    .selectFrom('unitImportMappings')
    .select('mapping')
    .where('buildingId', '=', buildingId)
    .executeTakeFirst();
  return row && UnitColumnMappingSchema.parse(JSON.parse(row.mapping));
}

/** Keeps a building's mapping for its next import, in place of the one it had. */
export async function saveImportMapping(db: Db, buildingId: number, mapping: UnitColumnMapping, actor: string) {
  const values = { mapping: JSON.stringify(mapping), updatedAt: new Date().toISOString(), updatedBy: actor };
  await db
    .insertInto('unitImportMappings')
    .values({ buildingId, ...values })
    .onConflict((conflict) => conflict.column('buildingId').doUpdateSet(values))
    .execute();
}
