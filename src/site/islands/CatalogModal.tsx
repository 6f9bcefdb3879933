import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { LANDSCAPE_LAYOUT } from '#shared/domain-values.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { ModalCatalog } from '../data/views/catalog-view.ts';
import { useLanguage } from '../stores/language.ts';
import { $catalogIndex } from '../stores/overlays.ts';
import CatalogToolbar from './catalog/CatalogToolbar.tsx';
import Icon from './catalog/Icon.tsx';
import PdfPages from './catalog/PdfPages.tsx';
import { useNarrowWindow } from './catalog/use-narrow-window.ts';
import { useScrollLockFlag } from './catalog/use-scroll-lock-flag.ts';
import { ORIGIN, type Position, wrapIndex } from './catalog/view.ts';
import { useEscapeToClose } from './shared/use-escape-to-close.ts';
import './CatalogModal.css';

/**
 * The catalogue modal of docs/product.md#states-and-transitions, over server-rendered cards: any `[data-catalog-index]` control
 * opens it at that catalogue (through its store, see CatalogCard). Previous and next wrap around
 * and reset zoom and position.
 */
export default function CatalogModal({ catalogs }: { catalogs: ModalCatalog[] }) {
  const strings = stringsFor(useLanguage());
  const index = useStore($catalogIndex);
  const [zoom, setZoom] = useState(1);
  const [position, setPosition] = useState<Position>(ORIGIN);
  const [message, setMessage] = useState('');
  const narrow = useNarrowWindow();
  const catalog = index === null ? null : (catalogs[index] ?? null);
  useScrollLockFlag(Boolean(catalog));

  // Each catalogue opens at zoom 1 in its origin, without the last one's message.
  const [shownIndex, setShownIndex] = useState(index);
  if (index !== shownIndex) {
    setShownIndex(index);
    setZoom(1);
    setPosition(ORIGIN);
    setMessage('');
  }
  const show = (next: number | null) => $catalogIndex.set(next);
  const move = (step: number) => index !== null && show(wrapIndex(index, step, catalogs.length));
  useEscapeToClose(index !== null, () => show(null));

  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (!step || event.defaultPrevented || event.shiftKey || event.target instanceof HTMLInputElement) return;
      event.preventDefault();
      $catalogIndex.set(wrapIndex(index, step, catalogs.length));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, catalogs]);

  return (
    <ModalOverlay
      isOpen={Boolean(catalog)}
      onOpenChange={(open) => open || show(null)}
      isDismissable
      className="catalog-modal-overlay"
    >
      <Modal className="catalog-modal">
        {catalog && index !== null && (
          <Dialog
            className="catalog-modal__dialog"
            aria-label={fillTemplate(strings.catalogViewerLabel, {
              index: index + 1,
              total: catalogs.length,
              title: catalog.title,
            })}
          >
            <header className="catalog-modal__head">
              <p className="catalog-modal__count">
                {fillTemplate(strings.catalogCount, { index: index + 1, total: catalogs.length })}
              </p>
              <Heading slot="title" className="catalog-modal__title">
                {catalog.title}
              </Heading>
              <Button slot="close" className="catalog-tool catalog-modal__close" aria-label={strings.catalogClose}>
                <Icon name="close" />
              </Button>
            </header>
            <CatalogToolbar
              pdfUrl={catalog.pdfUrl}
              title={catalog.title}
              zoom={zoom}
              onZoomIn={setZoom}
              onZoomOut={(smaller) => {
                setZoom(smaller);
                setPosition(ORIGIN);
              }}
              onMessage={setMessage}
              strings={strings}
            />
            <PdfPages
              key={catalog.pdfUrl}
              url={catalog.pdfUrl}
              rotate={narrow && catalog.pdfLayout === LANDSCAPE_LAYOUT}
              zoom={zoom}
              position={position}
              onPositionChange={setPosition}
              strings={strings}
            />
            {catalogs.length > 1 && (
              <>
                <Button className="catalog-modal__nav catalog-modal__nav--prev" onPress={() => move(-1)}>
                  <Icon name="previous" />
                  <span className="visually-hidden">{strings.catalogPrevious}</span>
                </Button>
                <Button className="catalog-modal__nav catalog-modal__nav--next" onPress={() => move(1)}>
                  <Icon name="next" />
                  <span className="visually-hidden">{strings.catalogNext}</span>
                </Button>
              </>
            )}
            <p className="catalog-modal__message" role="status">
              {message}
            </p>
          </Dialog>
        )}
      </Modal>
    </ModalOverlay>
  );
}
