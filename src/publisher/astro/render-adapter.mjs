// @ts-check

/**
 * The adapter of the publisher's server build (`SITE_BUILD=server`, astro.config.mjs): its entry
 * exports Astro's app itself, so that the publisher renders a page by a call in its own process,
 * with no server between them. Pages render whole, as the static build renders them.
 * @returns {import('astro').AstroIntegration}
 */
export default function renderAdapter() {
  return {
    name: 'publisher-render-adapter',
    hooks: {
      'astro:config:done': ({ setAdapter }) =>
        setAdapter({
          name: 'publisher-render-adapter',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./render-entry.mjs', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable' },
        }),
    },
  };
}
