import { useEffect, useId, useRef, useState } from 'react';
import { BREAKPOINT_MD_PX, FADE_MS, NEWS_SLIDER_ITEMS, NEWS_SLIDER_ITEMS_EXPANDED } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { useLanguage } from '../stores/language.ts';
import { useNewsSlides } from './news-slider/use-news-slides.ts';
import ArrowIcon from './shared/ArrowIcon.tsx';
import ResponsivePicture from './shared/ResponsivePicture.tsx';
import './NewsSlider.css';

/** The empty cards drawn while the feed is on its way, so that the page keeps its height. */
const PLACEHOLDER_KEYS = Array.from({ length: NEWS_SLIDER_ITEMS }, (_, index) => `placeholder-${index}`);

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const isNarrow = () => window.matchMedia(`(max-width: ${BREAKPOINT_MD_PX}px)`).matches;

/**
 * A window over the newest other news items (docs/product.md#screens-and-routes): NEWS_SLIDER_ITEMS of them,
 * NEWS_SLIDER_ITEMS_EXPANDED when expanded or on narrow screens (CSS shows the extra ones there).
 * Previous and Next move the window by what is shown, wrapping around, fading out and back in
 * over FADE_MS. The items come from the published news feed, not from the page.
 */
export default function NewsSlider({ currentId }: { currentId: number }) {
  const language = useLanguage();
  const strings = stringsFor(language);
  const slides = useNewsSlides(language, currentId);
  const listId = useId();
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [fading, setFading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pendingShift = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Until the feed arrives the frame is drawn with empty cards: the island, hydrated when visible,
  // has something to be seen by, and the section stays the same element when the items come.
  const loading = slides === null;
  const total = slides?.length ?? 0;
  if (!loading && total === 0) return null;
  const movable = total > NEWS_SLIDER_ITEMS;
  const windowed = slides
    ? [...slides.slice(offset), ...slides.slice(0, offset)].slice(0, NEWS_SLIDER_ITEMS_EXPANDED)
    : [];

  function move(direction: 1 | -1) {
    pendingShift.current += direction * (expanded || isNarrow() ? NEWS_SLIDER_ITEMS_EXPANDED : NEWS_SLIDER_ITEMS);
    const swap = () => {
      const shift = pendingShift.current;
      pendingShift.current = 0;
      setOffset((current) => (((current + shift) % total) + total) % total);
      setFading(false);
    };
    if (reducedMotion()) {
      swap();
      return;
    }
    // A swap already under way takes this click's step along, so quick clicks are never lost.
    if (timer.current !== undefined) return;
    setFading(true);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      swap();
    }, FADE_MS / 2);
  }

  return (
    <section
      className={expanded ? 'news-slider news-slider--expanded' : 'news-slider'}
      aria-labelledby={headingId}
      aria-busy={loading}
    >
      <div className="news-slider__head">
        <h2 id={headingId}>{strings.newsSliderTitle}</h2>
        {movable && (
          <div className="news-slider__controls">
            <button
              type="button"
              className="news-slider__expand"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? strings.newsSliderShowLess : strings.newsSliderShowMore}
            </button>
            <button
              type="button"
              className="news-slider__arrow"
              aria-controls={listId}
              aria-label={strings.newsSliderPrevious}
              onClick={() => move(-1)}
            >
              <ArrowIcon direction="previous" />
            </button>
            <button
              type="button"
              className="news-slider__arrow"
              aria-controls={listId}
              aria-label={strings.newsSliderNext}
              onClick={() => move(1)}
            >
              <ArrowIcon direction="next" />
            </button>
          </div>
        )}
      </div>
      {loading && (
        <ul className="news-slider__list" aria-hidden="true">
          {PLACEHOLDER_KEYS.map((key) => (
            <li key={key} className="news-slide news-slide--placeholder" />
          ))}
        </ul>
      )}
      <ul
        id={listId}
        className={fading ? 'news-slider__list is-fading' : 'news-slider__list'}
        aria-live="polite"
        hidden={loading}
      >
        {windowed.map((slide, index) => (
          <li
            key={slide.href}
            className="news-slide"
            data-news-slide
            data-extra={index >= NEWS_SLIDER_ITEMS ? '' : undefined}
          >
            <article>
              {slide.src && slide.set ? (
                <ResponsivePicture
                  className="news-slide__image"
                  src={slide.src}
                  set={slide.set}
                  alt=""
                  sizes="(max-width: 575px) 40vw, (max-width: 1199px) 33vw, 300px"
                />
              ) : (
                <div className="picture picture--empty news-slide__image" aria-hidden="true" />
              )}
              <div className="news-slide__body">
                <p className="eyebrow news-slide__meta">
                  <span>{slide.type}</span> <time dateTime={slide.date}>{slide.dateText}</time>
                </p>
                <h3 lang={slide.titleLang}>
                  <a href={slide.href}>{slide.title}</a>
                </h3>
                <p className="news-slide__text" lang={slide.textLang}>
                  {slide.text}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
