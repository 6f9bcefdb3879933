import { execFileSync } from 'node:child_process';
import { postgresBinDir } from './services/postgres-server.ts';

/**
 * Makes sure a PostgreSQL server exists for the tests that run on it (tests/fixtures/postgres-setup.ts):
 * Debian's package, installed with apt-get when missing and when we may (root). Not needed when
 * DATABASE_URL names a server.
 */
if (import.meta.main) {
  const bin = await postgresBinDir();
  if (process.env.DATABASE_URL) {
    console.log('PostgreSQL: DATABASE_URL');
  } else if (bin) {
    console.log(`PostgreSQL: ${bin}`);
  } else if (process.getuid?.() === 0) {
    console.log('PostgreSQL is missing: installing Debian’s package…');
    const apt = (args: string[]) =>
      execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
  } else {
    console.error('No PostgreSQL server. Install it (Debian: apt-get install postgresql) or set DATABASE_URL.');
    process.exit(1);
  }
}
