import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import { BREAKPOINT_SM_PX, GALLERY_SLIDES, GALLERY_SLIDES_NARROW, GALLERY_SPEED_MS } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { GalleryImage } from '../data/views/gallery-view.ts';
import { useLanguage } from '../stores/language.ts';
import GalleryModal from './shared/GalleryModal.tsx';
import ResponsivePicture from './shared/ResponsivePicture.tsx';
import 'swiper/css';
import './GalleryCarousel.css';

/**
 * A looping carousel of images (two side by side, one below 576 px) that opens each one in a
 * full-screen modal. Swiper is imported here only, so it loads on the pages that show a gallery.
 * The slides are rendered in Swiper's markup and Swiper's core takes them over once the island has
 * hydrated: the server renders no Swiper (it cannot measure, and it was half the cost of rendering
 * a gallery page), and the visitor's focus never sits on slides that React replaces.
 */
export default function GalleryCarousel({ images, label }: { images: GalleryImage[]; label: string }) {
  const strings = stringsFor(useLanguage());
  const container = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const headingId = useId();
  // Swiper's loop needs one slide more than it shows; with fewer it would warn and misbehave.
  const loop = images.length > GALLERY_SLIDES;
  const total = images.length;

  useEffect(() => {
    if (!container.current) return;
    const carousel = new Swiper(container.current, {
      modules: [A11y],
      loop,
      speed: GALLERY_SPEED_MS,
      // Focus on a slide already in view must not make Swiper slide (and reorder a looping track).
      watchSlidesProgress: true,
      slidesPerView: GALLERY_SLIDES_NARROW,
      spaceBetween: 16,
      breakpoints: { [BREAKPOINT_SM_PX]: { slidesPerView: GALLERY_SLIDES, spaceBetween: 24 } },
      a11y: {
        prevSlideMessage: strings.galleryPrevious,
        nextSlideMessage: strings.galleryNext,
        slideLabelMessage: strings.galleryImageOf
          .replace('{index}', '{{index}}')
          .replace('{total}', '{{slidesLength}}'),
        containerRoleDescriptionMessage: strings.galleryCarousel,
      },
    });
    setSwiper(carousel);
    return () => {
      carousel.destroy();
    };
  }, [loop, strings]);

  const onKeyDown = (event: KeyboardEvent) => {
    // React bubbles the modal's keys here through its portal; those belong to the modal alone.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === 'ArrowLeft') swiper?.slidePrev();
    else if (event.key === 'ArrowRight') swiper?.slideNext();
    else return;
    event.preventDefault();
  };

  if (total === 0) return null;

  return (
    <section
      className="gallery"
      aria-roledescription={strings.galleryCarousel}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
    >
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <div ref={container} className="swiper">
        <div className="swiper-wrapper">
          {images.map((image, index) => (
            <div key={image.src} className="swiper-slide">
              <button
                type="button"
                className="gallery__open"
                aria-label={fillTemplate(strings.galleryOpenImage, { index: index + 1, total })}
                onClick={(event) => {
                  // Swiper cancels the pointerdown on the picture and Safari never focuses buttons on
                  // click; focusing here gives the modal the element to return focus to.
                  event.currentTarget.focus();
                  setOpenIndex(index);
                }}
              >
                <ResponsivePicture
                  className="gallery__picture"
                  src={image.src}
                  set={image.set}
                  alt={image.alt}
                  altLang={image.altLang}
                  sizes={`(min-width: ${BREAKPOINT_SM_PX}px) 50vw, 100vw`}
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="gallery__controls">
          <button type="button" className="gallery__nav" onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{strings.galleryPrevious}</span>
          </button>
          <button type="button" className="gallery__nav" onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{strings.galleryNext}</span>
          </button>
        </div>
      )}
      <GalleryModal images={images} label={label} index={openIndex} onIndexChange={setOpenIndex} strings={strings} />
    </section>
  );
}
