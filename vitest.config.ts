/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite setup, so that tests can render .astro components (astro/container).
export default getViteConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Image encoding and password hashing are real work; leave room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', './tests/summary-reporter.ts'],
    pool: 'forks',
    maxWorkers: 2,
  },
});
