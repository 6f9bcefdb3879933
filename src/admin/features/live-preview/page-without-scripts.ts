/**
 * A rendered page as the preview's frame shows it: without its scripts, which a frame sandboxed
 * without scripts would refuse one by one, each refusal an error in the console. Structured data
 * (`application/ld+json`) is no script to run and stays; so do `noscript` images, which a frame
 * without scripts shows in place of the lazy pictures.
 */
export function pageWithoutScripts(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  for (const script of page.querySelectorAll('script:not([type="application/ld+json"])')) script.remove();
  for (const preload of page.querySelectorAll('link[rel="modulepreload"]')) preload.remove();
  return `<!DOCTYPE html>${page.documentElement.outerHTML}`;
}
