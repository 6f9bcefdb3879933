/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** The suites whose code reads and writes the database: they run again on PostgreSQL. */
const DATABASE_SUITES = ['tests/api/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'];
/** What only PostgreSQL allows: several API instances on one database. */
const POSTGRES_ONLY = 'tests/postgres/**/*.test.ts';
/** The limits counted in Redis (REDIS_URL), whatever the database: each test starts its own server. */
const REDIS_SUITES = 'tests/redis/**/*.test.ts';

// Astro's Vite setup, so that tests can render .astro components (astro/container).
export default getViteConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Image encoding and password hashing are real work; leave room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', './tests/summary-reporter.ts'],
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', POSTGRES_ONLY],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...DATABASE_SUITES, REDIS_SUITES, POSTGRES_ONLY],
          // The edge cache's own test reads no database; two publishers share no more on PostgreSQL.
          exclude: ['tests/integration/edge-cache.test.ts', 'tests/integration/two-publishers.test.ts'],
          globalSetup: ['tests/fixtures/postgres-setup.ts'],
        },
      },
    ],
  },
});
