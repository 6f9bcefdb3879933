// @ts-check
import { readFileSync } from 'node:fs';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { minifySync } from 'vite';
import renderAdapter from './src/publisher/astro/render-adapter.mjs';
import { DEFAULT_API_URL, DEFAULT_SITE_ORIGIN, withoutTrailingSlash } from './src/shared/settings.ts';

const apiUrl = withoutTrailingSlash(process.env.API_URL ?? DEFAULT_API_URL);
const publicApiUrl = withoutTrailingSlash(process.env.PUBLIC_API_URL ?? apiUrl);
/** `SITE_BUILD=server` builds the same pages for the publisher, which renders them on demand. */
const serverBuild = process.env.SITE_BUILD === 'server';

/**
 * `import code from './script.js?minified'`: the script's text, minified, for a page to carry
 * inline (src/site/scripts/inline): every page of the site carries some, so its comments would
 * weigh on every page.
 * @type {import('vite').Plugin}
 */
const minifiedText = {
  name: 'minified-text',
  enforce: 'pre',
  load(id) {
    const [file = id, query] = id.split('?');
    if (query !== 'minified') return null;
    this.addWatchFile(file);
    return `export default ${JSON.stringify(minifySync(file, readFileSync(file, 'utf8')).code)};`;
  },
};

/**
 * The public site: pre-rendered from the API, Albanian at the unprefixed paths, English under /en/.
 * Uploaded files are served under the site's own /uploads/ (the static server forwards them to the
 * API, as a CDN would), so pages and share links use the site's origin.
 */
export default defineConfig({
  srcDir: './src/site',
  publicDir: './public',
  outDir: serverBuild
    ? (process.env.SERVER_BUILD_DIR ?? './dist/server-build')
    : (process.env.SITE_OUT_DIR ?? './dist/site'),
  output: serverBuild ? 'server' : 'static',
  adapter: serverBuild ? renderAdapter() : undefined,
  site: process.env.PUBLIC_SITE_ORIGIN?.split(',')[0] ?? DEFAULT_SITE_ORIGIN,
  trailingSlash: 'ignore',
  // Pages render several at once, overlapping their reads of the API (islands take the page's
  // language from its render scope, stores/language.ts).
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 8 },
  // A class on each element of a component rather than a data-astro-cid-… attribute: 1.3 KB less
  // on a page of 34, with the same specificity.
  scopedStyleStrategy: 'class',
  integrations: [
    // renderToString: no island suspends, and streaming each island's few bytes costs the rendering
    // threads a fifth more (docs/decisions/022-render-path.md); the island's id prefix reaches it
    // through the patch in src/publisher/astro/patches/.
    react({ experimentalDisableStreaming: true }),
    {
      name: 'interaction-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'interaction', entrypoint: './src/site/directives/interaction.ts' }),
      },
    },
  ],
  // No Markdown is rendered; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  i18n: {
    defaultLocale: 'sq',
    locales: ['sq', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self' ${publicApiUrl}`,
        "media-src 'self'",
        "worker-src 'self' blob:",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        `form-action 'self' ${publicApiUrl}`,
      ],
      // Style attributes (set by React Aria and Swiper) cannot run code; style elements stay hashed,
      // including the one React Aria inserts at run time for [data-react-aria-pressable].
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
        hashes: ['sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='],
      },
    },
  },
  vite: {
    plugins: [minifiedText],
    // Separate caches let several dev servers run side by side.
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    define: { 'import.meta.env.PUBLIC_API_URL': JSON.stringify(publicApiUrl) },
    server: { proxy: { '/uploads/': apiUrl, '/preview/': apiUrl } },
  },
});
