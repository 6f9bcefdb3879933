// The entry of the publisher's server build (render-adapter.mjs): Astro's app, rendering whole pages.
import { createApp } from 'astro/app/entrypoint';

export const app = createApp({ streaming: false });

// A page's Content-Security-Policy goes into a <meta> where the static build puts it, rather than
// into a header: the publisher writes the static build's pages, byte for byte.
if (app.manifest.csp) app.manifest.csp.cspDestination = 'meta';
