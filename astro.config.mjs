// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/** The public site: pre-rendered from the API, Albanian at the unprefixed paths, English under /en/. */
export default defineConfig({
  srcDir: './src/site',
  publicDir: './public',
  outDir: './dist/site',
  output: 'static',
  site: process.env.PUBLIC_SITE_ORIGIN ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  integrations: [react()],
  i18n: {
    defaultLocale: 'sq',
    locales: ['sq', 'en'],
    routing: { prefixDefaultLocale: false },
  },
});
