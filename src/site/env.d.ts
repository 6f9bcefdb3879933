/// <reference types="astro/client" />

/** A script's text, minified, for a page to carry inline (astro.config.mjs, minifiedText). */
declare module '*?minified' {
  const code: string;
  export default code;
}

interface ImportMetaEnv {
  readonly PUBLIC_API_URL?: string;
}
