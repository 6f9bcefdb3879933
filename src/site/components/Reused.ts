import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { createComponent, renderComponent, renderSlotToString, renderTemplate } from 'astro/runtime/server/index.js';
import { currentRenderScope, runInRenderScope } from '../data/render-scope.ts';

interface Props {
  /** An Astro component whose output depends on its props alone (and reads nothing that changes within a publish). */
  component: AstroComponentFactory;
  /** Its props: plain data, the same on every page that shares its output. */
  props: Record<string, unknown>;
}

/** A part rendered once: its output, and the tags of what it read. */
interface RenderedPart {
  output: Awaited<ReturnType<typeof renderSlotToString>>;
  tags: Set<string>;
}

/**
 * `<Reused component={Footer} props={{ language }} />` renders `component` once per static build
 * or publish for each set of props, and gives every later page that asks for it the same output,
 * as that page would have rendered it: the page chrome is the same on thousands of pages of one
 * language. The output keeps Astro's instructions unresolved (the islands' hydration scripts, the
 * components' own scripts), so that each page resolves them as its own render would: a script the
 * page already has is not repeated, the first island's brings the islands' runtime. The tags of
 * what it read are every page's that shows it. Outside a render scope that shares parts (a dev
 * server's render, a preview's) it renders every time.
 */
const Reused = createComponent(async (result, { component, props }: Props) => {
  const name = component.moduleId ?? component.name;
  const render = () =>
    renderSlotToString(result, () => renderTemplate`${renderComponent(result, name, component, props)}`);
  const scope = currentRenderScope();
  const parts = scope?.parts;
  if (!scope || !parts) return renderTemplate`${await render()}`;
  const key = `${name} ${JSON.stringify(props)}`;
  let rendered = parts.get(key) as Promise<RenderedPart> | undefined;
  if (!rendered) {
    const own = { ...scope, tags: new Set<string>() };
    rendered = runInRenderScope(own, async () => ({ output: await render(), tags: own.tags }));
    parts.set(key, rendered);
  }
  const { output, tags } = await rendered;
  for (const tag of tags) scope.tags.add(tag);
  return renderTemplate`${output}`;
});

export default Reused;
