import { useEffect, useRef, useState } from 'react';
import { pageWithoutScripts } from './page-without-scripts.ts';

/**
 * A rendered page shown at `pageWidth` CSS pixels, scaled down to the space there is. Two frames
 * take turns: the next page loads in the hidden one, at the same scroll position, and only then
 * shows, so that typing never flashes a blank frame nor jumps to the top of the page.
 *
 * The frames are `srcdoc` documents of the admin's own origin, which is the site's: the page's
 * `/_astro/` styles and `/uploads/` images load as on the site, and an image chosen in the form
 * shows from its object URL. Sandboxed without scripts (and shown without them), the page cannot
 * act on the admin nor read its session, and its language redirect cannot take it elsewhere; the
 * site's pages are whole without script (lazy pictures have their `noscript` image).
 */
export default function PreviewFrame({ html, pageWidth, title }: { html: string; pageWidth: number; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const frames = [useRef<HTMLIFrameElement>(null), useRef<HTMLIFrameElement>(null)];
  const [pages, setPages] = useState<[string, string]>(() => [pageWithoutScripts(html), '']);
  const [front, setFront] = useState(0);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = (index: number) => {
    if (index === front || pages[index] === '') return;
    const from = frames[front]?.current?.contentWindow;
    const to = frames[index]?.current?.contentWindow;
    to?.scrollTo(from?.scrollX ?? 0, from?.scrollY ?? 0);
    setFront(index);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page goes to the hidden frame; which one that is, is read then.
  useEffect(() => {
    const page = pageWithoutScripts(html);
    if (page === pages[front]) return;
    const back = 1 - front;
    // The hidden frame may hold this very page already (the other language, chosen again): its
    // document does not change, so no load tells when to show it, and it is whole.
    if (page === pages[back]) return shown(back);
    setPages((current) => (back === 0 ? [page, current[1]] : [current[0], page]));
  }, [html]);

  const scale = size.width > 0 ? Math.min(1, size.width / pageWidth) : 1;
  const left = Math.max(0, (size.width - pageWidth * scale) / 2);
  return (
    <div ref={box} className="preview-frame">
      {pages.map((page, index) => (
        <iframe
          // biome-ignore lint/suspicious/noArrayIndexKey: the two frames are fixed places that take turns.
          key={index}
          ref={frames[index]}
          className="preview-frame__page"
          title={title}
          sandbox="allow-same-origin"
          srcDoc={page}
          data-shown={index === front ? 'true' : undefined}
          aria-hidden={index === front ? undefined : true}
          tabIndex={index === front ? undefined : -1}
          onLoad={() => shown(index)}
          style={{
            width: pageWidth,
            height: size.height / scale,
            transform: `translateX(${left}px) scale(${scale})`,
            visibility: index === front ? 'visible' : 'hidden',
          }}
        />
      ))}
    </div>
  );
}
