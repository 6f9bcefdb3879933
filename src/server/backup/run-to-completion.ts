/**
 * Runs a backup command's work and exits 1 if it fails or never finishes: a promise that never
 * settles ends the process with exit code 0, which a scheduler must not take for success.
 */
export function runToCompletion(
  what: string,
  work: () => Promise<void>,
  explain = (error: unknown) => `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
) {
  let settled = false;
  process.once('exit', () => {
    if (settled) return;
    console.error(`${what} failed: it stopped before it was complete.`);
    process.exitCode = 1;
  });
  work().then(
    () => {
      settled = true;
    },
    (error: unknown) => {
      settled = true;
      console.error(explain(error));
      process.exit(1);
    },
  );
}
