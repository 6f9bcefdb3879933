import { parseArgs } from 'node:util';
import { runToCompletion } from '#server/backup/run-to-completion.ts';
import { readEnv } from '#server/env.ts';
import { FolderFileStore } from '#server/uploads/folder-file-store.ts';
import { moveFiles } from '#server/uploads/move-files.ts';
import { S3FileStore } from '#server/uploads/s3-file-store.ts';

const USAGE = `Usage: npm run move-files -- --to bucket|folder [--remove-source]
  --to bucket      copies every file of the folder (UPLOADS_DIR, or DATA_DIR) into the bucket of S3_BUCKET
  --to folder      copies every file of the bucket back into the folder
  --remove-source  removes each file from where it was once its copy is checked
  Each copy is checked by its size and SHA-256 read back; a run cut off is run again, and copies only
  what is missing or differs. Start the API with S3_BUCKET (or without) once the copy is done.`;

async function main() {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, 'remove-source': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || (values.to !== 'bucket' && values.to !== 'folder')) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const { DATA_DIR, UPLOADS_DIR, S3 } = readEnv();
  if (!S3) throw new Error('Set S3_BUCKET (and the other S3_* settings) to the bucket to move the files to or from.');
  const folder = new FolderFileStore(UPLOADS_DIR ?? DATA_DIR);
  const bucket = new S3FileStore(S3);
  const [from, to] = values.to === 'bucket' ? [folder, bucket] : [bucket, folder];
  const started = performance.now();
  let told = started;
  const report = await moveFiles(from, to, {
    removeSource: values['remove-source'] === true,
    onFile: ({ copied, alreadyThere }) => {
      if (performance.now() - told < 5_000) return;
      told = performance.now();
      console.log(`  ${copied + alreadyThere} files so far (${copied} copied)`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Moved the files of ${from.location} to ${to.location} in ${seconds} s: ${report.copied} copied ` +
      `(${(report.bytes / 1024 ** 2).toFixed(1)} MB), ${report.alreadyThere} already there, ${report.removed} removed from the source.`,
  );
}

runToCompletion('Moving the files', main);
