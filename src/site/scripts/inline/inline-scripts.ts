import { createHash } from 'node:crypto';
import heroPick from './hero-pick.js?minified';
import languageRedirect from './language-redirect.js?minified';
import loadingScreen from './loading-screen.js?minified';
import webFonts from './web-fonts.js?minified';

export { heroPick, languageRedirect, loadingScreen, webFonts };

/**
 * The CSP hashes of the site's inline scripts (the same text on every page; data goes in attributes). Astro hashes the scripts it bundles, not inline
 * ones, so the layout adds these to each page's policy before its head renders.
 */
export const INLINE_SCRIPT_HASHES = [languageRedirect, webFonts, loadingScreen, heroPick].map(
  (code) => `sha256-${createHash('sha256').update(code).digest('base64')}` as const,
);
