import { runPgTool } from './pg-tools.ts';

type Row = Record<string, unknown>;

/** The start of a table's rows in pg_restore's script: `COPY public."galleryImages" ("galleryImageId", …) FROM stdin;` */
const COPY_START = /^COPY public\.("(?:[^"]|"")*"|\w+) \((.*)\) FROM stdin;$/;
const IDENTIFIER = /"(?:[^"]|"")*"|\w+/g;
const END_OF_ROWS = '\\.';
const NULL_FIELD = '\\N';
/** The escapes COPY writes in its text format; it writes no octal or hex ones. */
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

const unquoted = (identifier: string) =>
  identifier.startsWith('"') ? identifier.slice(1, -1).replaceAll('""', '"') : identifier;

const fieldValue = (field: string) =>
  field === NULL_FIELD ? null : field.replace(/\\(.)/g, (_, escaped: string) => ESCAPES[escaped] ?? escaped);

/**
 * The rows of `tables` in a pg_dump archive, read with pg_restore into a script on its standard
 * output, so without any database: the rows of a COPY block, one a line, fields split by tabs.
 * Values are text, or null. Throws pg_restore's error if the archive cannot be read.
 */
export async function dumpRows(pgRestore: string, dump: string, tables: string[]): Promise<Map<string, Row[]>> {
  const rows = new Map(tables.map((table) => [table, [] as Row[]]));
  let block: { columns: string[]; rows: Row[] } | null = null;
  const readLine = (line: string) => {
    if (block) {
      if (line === END_OF_ROWS) block = null;
      else {
        const { columns } = block;
        block.rows.push(Object.fromEntries(line.split('\t').map((field, n) => [columns[n], fieldValue(field)])));
      }
      return;
    }
    const start = COPY_START.exec(line);
    const table = start && rows.get(unquoted(start[1] ?? ''));
    if (start && table) block = { columns: (start[2]?.match(IDENTIFIER) ?? []).map(unquoted), rows: table };
  };
  const args = ['--data-only', '--file=-', ...tables.map((table) => `--table=${table}`), dump];
  await runPgTool(pgRestore, args, { onLine: readLine });
  return rows;
}
