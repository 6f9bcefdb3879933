import type { Db } from '#server/db/database.ts';
import { insertRow } from '#server/repositories/resource-table.ts';
import { tableOf } from '#server/repositories/table-shape.ts';
import { DAY_MS } from '#shared/constants.ts';
import { NEWS } from '#shared/entities/news.ts';

/** Words of the synthetic titles, the Albanian ones with the letters a search must match without accents. */
const WORDS = [
  ['House', 'Shtëpi'],
  ['Roof', 'Çati'],
  ['Tower', 'Kullë'],
  ['Quarter', 'Lagje'],
  ['Street', 'Rrugë'],
  ['Centre', 'Qendër'],
  ['Bridge', 'Urë'],
  ['Square', 'Sheshi'],
] as const;

/**
 * Fills a news list with `count` synthetic items through the repository, as seeds do: one in
 * three an event, one in seven without its Albanian title (lacking Albanian), one in fifty
 * without any title (not on the site), one a day back from 2026. No images: a list reads none.
 */
export async function seedNewsList(db: Db, count: number) {
  const news = tableOf(NEWS);
  await db.transaction().execute(async (trx) => {
    for (let n = 1; n <= count; n++) {
      const [english, albanian] = WORDS[n % WORDS.length] as (typeof WORDS)[number];
      const untitled = n % 50 === 0;
      await insertRow(trx, news, {
        newsType: n % 3 === 0 ? 'event' : 'news',
        newsTitle: untitled ? '' : `${english} ${n}: progress on site`,
        titullLajmesh: untitled || n % 7 === 0 ? '' : `${albanian} ${n}: përparim në kantier`,
        newsDescription: 'Work on the site went on as planned.',
        pershkrimLajmesh: 'Punimet në kantier vazhduan sipas planit.',
        newsDate: new Date(Date.UTC(2026, 0, 1) - n * DAY_MS).toISOString().slice(0, 10),
      });
    }
  });
}
