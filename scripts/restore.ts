import { parseArgs } from 'node:util';
import { totalFiles } from '../src/server/backup/backup-format.ts';
import { RestoreRefused } from '../src/server/backup/restore-refused.ts';
import { restoreBackup } from '../src/server/backup/restore-backup.ts';
import { runToCompletion } from '../src/server/backup/run-to-completion.ts';
import { readEnv } from '../src/server/env.ts';

const USAGE = `Usage: npm run restore -- <archive.tar.gz>
  Puts a backup made by \`npm run backup\` back into DATA_DIR. Stop the API and the publisher
  (npm start, npm run api) first: the restore replaces the database under them.
  The data it replaces is kept in DATA_DIR/replaced-by-restore-<time>/; secrets/ stays.
  An archive that is not a whole, intact backup of this product is refused and DATA_DIR left as it was.`;

async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!archive || positionals.length > 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { DATA_DIR } = readEnv();
  console.log(`Restoring ${archive} into ${DATA_DIR} (the API and the publisher must be stopped)…`);
  const { manifest, replacedDir } = await restoreBackup({ dataDir: DATA_DIR, archive });
  console.log(`Restored the database as of ${manifest.createdAt} and ${totalFiles(manifest)} files.`);
  if (replacedDir) console.log(`The data it replaced is kept in ${replacedDir}.`);
  console.log('Start the API again; the publisher’s next start publishes the whole site from the restored data.');
}

runToCompletion('Restore', main, (error) => {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof RestoreRefused
    ? `Restore refused: ${message}. DATA_DIR was not changed.`
    : `Restore failed: ${message}`;
});
