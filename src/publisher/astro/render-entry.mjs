// The entry of the publisher's server build (render-adapter.mjs): Astro's app, rendering whole pages.
import { createApp } from 'astro/app/entrypoint';

export const app = createApp({ streaming: false });

// A page's Content-Security-Policy goes into a <meta> where the static build puts it, rather than
// into a header: the publisher writes the static build's pages, byte for byte.
if (app.manifest.csp) app.manifest.csp.cspDestination = 'meta';

// Astro imports a route's module again on each render: a dynamic import of a module already
// loaded still goes through Node's loader, some 5 % of a render in a profile. Each is kept once
// loaded; an import that failed is tried again.
const { pageMap } = app.manifest;
for (const [component, importPage] of pageMap ?? []) {
  let imported;
  pageMap.set(component, () => {
    imported ??= importPage().catch((error) => {
      imported = undefined;
      throw error;
    });
    return imported;
  });
}
