import { createHash } from 'node:crypto';
import languageRedirect from './language-redirect.js?raw';
import loadingScreen from './loading-screen.js?raw';

export { languageRedirect, loadingScreen };

/**
 * The CSP hashes of the shell's inline scripts. Astro hashes the scripts it bundles, not inline
 * ones, so the layout adds these to each page's policy before its head renders.
 */
export const INLINE_SCRIPT_HASHES = [languageRedirect, loadingScreen].map(
  (code) => `sha256-${createHash('sha256').update(code).digest('base64')}` as const,
);
