// The entry of the publisher's server build (render-adapter.mjs): Astro's app, rendering whole pages.
import { createApp } from 'astro/app/entrypoint';

export const app = createApp({ streaming: false });
