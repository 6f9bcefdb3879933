type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** Canvases wider than this many pixels cost memory without showing more detail. */
const MAX_CANVAS_PX = 4096;

/** Pages are drawn sharper than the screen needs, so that zooming in stays crisp. */
const DETAIL_FACTOR = 2;

let pdfjs: Promise<PdfJs> | null = null;

/**
 * pdf.js and its worker, fetched the first time a catalogue opens and kept for the visit. The legacy
 * build polyfills what the modern one takes from the newest browsers (Map.getOrInsertComputed).
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(([library, worker]) => {
    library.GlobalWorkerOptions.workerSrc = worker.default;
    return library;
  });
  pdfjs.catch(() => {
    pdfjs = null;
  });
  return pdfjs;
}

export interface RenderOptions {
  /** Turns every page a quarter turn clockwise. */
  rotate: boolean;
  /** Names each page's canvas for assistive technology. */
  pageLabel: (index: number, total: number) => string;
  onPage: (index: number, total: number) => void;
  signal: AbortSignal;
}

/**
 * Draws every page of the PDF at `url` into its own canvas inside `target`, one after the other,
 * as wide as `target`. Stops, and frees the document, when `signal` aborts.
 */
export async function renderPdf(url: string, target: HTMLElement, options: RenderOptions): Promise<void> {
  const { rotate, pageLabel, onPage, signal } = options;
  const library = await loadPdfJs();
  if (signal.aborted) return;
  // The site's Content-Security-Policy forbids eval, which pdf.js would otherwise try for speed.
  const task = library.getDocument({ url, isEvalSupported: false });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  const cssWidth = target.clientWidth;
  for (let number = 1; number <= pdf.numPages && !signal.aborted; number += 1) {
    const page = await pdf.getPage(number);
    const rotation = (page.rotate + (rotate ? 90 : 0)) % 360;
    const natural = page.getViewport({ scale: 1, rotation });
    const scale = Math.min(
      (cssWidth * window.devicePixelRatio * DETAIL_FACTOR) / natural.width,
      MAX_CANVAS_PX / natural.width,
    );
    const viewport = page.getViewport({ scale, rotation });
    const canvas = document.createElement('canvas');
    canvas.className = 'catalog-viewer__page';
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', pageLabel(number, pdf.numPages));
    target.append(canvas);
    await page.render({ canvas, viewport }).promise;
    page.cleanup();
    onPage(number, pdf.numPages);
  }
}
