import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates at the first pointer, press or focus on the island or on an element matching the selector (interaction.ts). */
    'client:interaction'?: string | boolean;
  }
}
