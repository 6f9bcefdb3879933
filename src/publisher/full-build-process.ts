import { build } from 'astro';
import { collectPageTags } from '../site/data/render-scope.ts';

/**
 * The full static build, in a process of its own (site-builds.ts): `astro build` of the site
 * into the folder given, then what each page read sent to the parent. In the publisher's own
 * process, the build's leftovers stayed in its heap and made every later collection slower.
 */
const [root, outDir] = process.argv.slice(2);
if (!root || !outDir || !process.send) throw new Error('full-build-process.ts runs as a child of the publisher');

// A publisher that ends, even killed, closes the channel: the build ends with it.
process.once('disconnect', () => process.exit(1));
const collected = collectPageTags();
await build({ root, outDir, logLevel: 'error' });
process.send([...collected], () => {
  process.removeAllListeners('disconnect');
  process.exit(0);
});
