// For tsc, which cannot read .astro files: tests import components to render them with astro/container.
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
