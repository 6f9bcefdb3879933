import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REDIS_SERVER_PATH } from './services/redis-server.ts';

/**
 * Makes sure a Redis server exists for the tests of REDIS_URL (tests/redis/), which start their own:
 * Debian's `redis-server`, installed with apt-get when missing and when we may (root).
 */
if (import.meta.main) {
  if (existsSync(REDIS_SERVER_PATH)) {
    console.log(`Redis: ${REDIS_SERVER_PATH}`);
  } else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Redis is missing: installing Debian’s package…');
    const apt = (args: string[]) =>
      execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', 'redis-server']);
  } else {
    console.error(
      `No redis-server at ${REDIS_SERVER_PATH}. Install it (Debian: apt-get install redis-server) or set REDIS_SERVER_PATH.`,
    );
    process.exit(1);
  }
}
