import { useEffect, useId, useRef, useState } from 'react';
import type { Strings } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { renderPdf } from './render-pdf.ts';
import { useDrag } from './use-drag.ts';
import type { Position } from './view.ts';
import './PdfPages.css';

interface Props {
  url: string;
  /** Turns the pages a quarter turn (a landscape catalogue on a narrow window). */
  rotate: boolean;
  zoom: number;
  position: Position;
  onPositionChange: (position: Position) => void;
  strings: Strings;
}

type Status = 'loading' | 'ready' | 'failed';

/** Every page of one catalogue PDF, stacked, zoomed and moved as the modal's controls say. */
export default function PdfPages({ url, rotate, zoom, position, onPositionChange, strings }: Props) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const hintId = useId();
  const draggable = zoom > 1;
  const drag = useDrag(draggable, position, onPositionChange);

  useEffect(() => {
    const target = pagesRef.current;
    if (!target) return;
    const controller = new AbortController();
    setStatus('loading');
    renderPdf(url, target, {
      rotate,
      pageLabel: (index, total) => fillTemplate(strings.catalogPage, { index, total }),
      onPage: () => setStatus('ready'),
      signal: controller.signal,
    }).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn(`The catalogue ${url} could not be rendered`, error);
      setStatus('failed');
    });
    return () => {
      controller.abort();
      target.replaceChildren();
    };
  }, [url, rotate, strings.catalogPage]);

  return (
    <section
      className="catalog-viewer"
      aria-label={strings.catalogPages}
      aria-describedby={hintId}
      aria-busy={status === 'loading'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling page area must take focus to scroll and pan by keyboard.
      tabIndex={0}
      data-status={status}
      data-rotated={rotate || undefined}
      data-draggable={draggable || undefined}
      {...drag}
    >
      <p id={hintId} className="visually-hidden">
        {strings.catalogPanHint}
      </p>
      <div
        className="catalog-viewer__stage"
        style={{ transform: `translate(${position.x}px, ${position.y}px) scale(${zoom})` }}
      >
        <div ref={pagesRef} className="catalog-viewer__pages" />
      </div>
      {status === 'loading' && (
        <div className="catalog-viewer__state" role="status">
          <span className="catalog-viewer__spinner" aria-hidden="true" />
          {strings.pdfLoading}
        </div>
      )}
      {status === 'failed' && (
        <div className="catalog-viewer__state" role="alert">
          <p>{strings.pdfError}</p>
          <a className="button" href={url} target="_blank" rel="noopener">
            {strings.pdfOpenDirectly} <span className="visually-hidden">{strings.opensInNewTab}</span>
          </a>
        </div>
      )}
    </section>
  );
}
