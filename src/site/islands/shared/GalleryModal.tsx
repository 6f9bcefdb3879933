import { useEffect } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Strings } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { GalleryImage } from '#site/data/views/gallery-view.ts';
import ResponsivePicture from './ResponsivePicture.tsx';
import { useEscapeToClose } from './use-escape-to-close.ts';

interface Props {
  images: GalleryImage[];
  label: string;
  /** The open image, or null when the modal is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  strings: Strings;
}

/**
 * One gallery image in full screen. ArrowLeft and ArrowRight move through the images and wrap
 * around; Escape closes. React Aria traps focus inside and returns it to the opening control.
 */
export default function GalleryModal({ images, label, index, onIndexChange, strings }: Props) {
  const total = images.length;
  const image = index === null ? null : images[index];
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + total) % total);
  };
  useEscapeToClose(index !== null, () => onIndexChange(null));

  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      onIndexChange((index + step + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, total, onIndexChange]);

  return (
    <ModalOverlay
      isOpen={image !== null}
      onOpenChange={(open) => open || onIndexChange(null)}
      isDismissable
      className="gallery-modal-overlay"
    >
      <Modal className="gallery-modal">
        <Dialog className="gallery-modal__dialog" aria-label={label}>
          {image && index !== null && (
            <>
              <Heading slot="title" className="visually-hidden">
                {label}
              </Heading>
              <ResponsivePicture
                key={image.src}
                className="gallery-modal__picture"
                src={image.src}
                set={image.set}
                alt={image.alt}
                altLang={image.altLang}
                sizes="100vw"
                eager
                whole
              />
              <p className="gallery-modal__count" aria-live="polite">
                {fillTemplate(strings.galleryImageOf, { index: index + 1, total })}
              </p>
              {total > 1 && (
                <>
                  <Button className="gallery-modal__nav gallery-modal__nav--prev" onPress={() => move(-1)}>
                    <span aria-hidden="true">‹</span>
                    <span className="visually-hidden">{strings.galleryPrevious}</span>
                  </Button>
                  <Button className="gallery-modal__nav gallery-modal__nav--next" onPress={() => move(1)}>
                    <span aria-hidden="true">›</span>
                    <span className="visually-hidden">{strings.galleryNext}</span>
                  </Button>
                </>
              )}
              <Button className="gallery-modal__close" slot="close" aria-label={strings.galleryClose}>
                <span aria-hidden="true">×</span>
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
