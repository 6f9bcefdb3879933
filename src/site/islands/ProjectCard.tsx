import { useEffect, useRef, useState } from 'react';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { useLanguage } from '../stores/language.ts';
import { $specsDrawerOpen } from '../stores/overlays.ts';
import './ProjectCard.css';

interface Props {
  title: Record<Language, string>;
  /** The language of the title in each language's pages, when it is the other one (FallbackLanguages). */
  titleLang: Record<Language, Language | undefined>;
  address: Record<Language, string>;
  addressLang: Record<Language, Language | undefined>;
  type: Record<Language, string>;
  /** The id of the description section the Description button scrolls to. */
  descriptionId: string;
}

/**
 * The card over a project's hero: address, title, and the ways into the page (the specifications
 * drawer, the description). Closing it leaves three dots that bring it back; focus follows.
 */
export default function ProjectCard({ title, titleLang, address, addressLang, type, descriptionId }: Props) {
  const language = useLanguage();
  const strings = stringsFor(language);
  const [open, setOpen] = useState(true);
  const moved = useRef(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dotsButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Only after the visitor toggles: on first render focus stays where the page put it.
    if (!moved.current) return;
    (open ? closeButton : dotsButton).current?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    moved.current = true;
    setOpen(next);
  };

  const showDescription = async () => {
    const target = document.getElementById(descriptionId);
    if (!target) return;
    target.focus({ preventScroll: true, focusVisible: false });
    // Imported on use: the module starts smooth scrolling as it loads, which only a browser can do.
    const { scrollToElement } = await import('../scripts/smooth-scroll.ts');
    scrollToElement(target);
  };

  if (!open) {
    return (
      <div className="project-card-dock">
        <h1 className="visually-hidden" lang={titleLang[language]}>
          {title[language]}
        </h1>
        <button
          ref={dotsButton}
          type="button"
          className="project-card-dots"
          aria-label={strings.projectCardReopen}
          aria-expanded="false"
          onClick={() => toggle(true)}
          data-project-card-dots
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
      </div>
    );
  }

  return (
    <div className="project-card-dock">
      <article className="project-card" data-project-card>
        <button
          ref={closeButton}
          type="button"
          className="project-card__close"
          aria-label={strings.projectCardClose}
          onClick={() => toggle(false)}
        >
          <span aria-hidden="true">×</span>
        </button>
        <p className="project-card__type">{type[language]}</p>
        <h1 className="project-card__title" lang={titleLang[language]}>
          {title[language]}
        </h1>
        <p className="project-card__address" lang={addressLang[language]}>
          {address[language]}
        </p>
        <div className="project-card__actions">
          <button type="button" className="button" data-open-specs onClick={() => $specsDrawerOpen.set(true)}>
            {strings.projectDetails}
          </button>
          <button type="button" className="button button--ghost" onClick={showDescription}>
            {strings.projectDescription}
          </button>
        </div>
      </article>
    </div>
  );
}
