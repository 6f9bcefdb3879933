import { useEffect, useRef, useState } from 'react';
import {
  BREAKPOINT_MD_PX,
  FADE_MS,
  PROJECT_SELECTOR_ENTRIES,
  PROJECT_SELECTOR_ENTRIES_EXPANDED,
  PROJECT_SELECTOR_WIDE_MIN_PX,
} from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import type { SelectorProject } from '../data/views/project-view.ts';
import { useLanguage } from '../stores/language.ts';
import ResponsivePicture from './shared/ResponsivePicture.tsx';
import './ProjectSelector.css';

/** Very wide and phone-sized windows have room for (or scroll through) the longer list (docs/product.md#screens-and-routes). */
const ROOMY_QUERY = `(min-width: ${PROJECT_SELECTOR_WIDE_MIN_PX}px), (max-width: ${BREAKPOINT_MD_PX}px)`;

/**
 * A list of projects beside one featured project. Choosing another fades the feature out, swaps
 * it after FADE_MS and fades it in; previous and next wrap around the listed entries.
 */
export default function ProjectSelector({ projects }: { projects: SelectorProject[] }) {
  const language = useLanguage();
  const strings = stringsFor(language);
  const [selected, setSelected] = useState(0);
  const [shown, setShown] = useState(0);
  const [fading, setFading] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [roomy, setRoomy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const query = window.matchMedia(ROOMY_QUERY);
    const follow = () => setRoomy(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => {
      query.removeEventListener('change', follow);
      window.clearTimeout(timer.current);
    };
  }, []);

  const entries = projects.slice(0, expanded || roomy ? PROJECT_SELECTOR_ENTRIES_EXPANDED : PROJECT_SELECTOR_ENTRIES);
  const featured = projects[shown];
  if (!featured || entries.length === 0) return null;

  function choose(index: number) {
    if (index === selected) return;
    setSelected(index);
    window.clearTimeout(timer.current);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(index);
      return;
    }
    setFading(true);
    timer.current = window.setTimeout(() => {
      setShown(index);
      setFading(false);
    }, FADE_MS);
  }

  const step = (by: number) => choose((selected + by + entries.length) % entries.length);
  const toggleExpanded = () => {
    if (expanded && selected >= PROJECT_SELECTOR_ENTRIES) choose(0);
    setExpanded(!expanded);
  };
  const title = featured.title[language];
  const lang = featured.lang?.[language];
  const pictureAlt = featured.imageAlt?.[language] ?? { alt: title };

  return (
    <div className="selector">
      <div className={fading ? 'selector__feature is-fading' : 'selector__feature'} data-selector-feature>
        {featured.image ? (
          <ResponsivePicture
            key={featured.id}
            className="selector__picture"
            src={featured.image.src}
            set={featured.image.set}
            alt={pictureAlt.alt}
            altLang={pictureAlt.altLang}
            sizes="(min-width: 1024px) 60vw, 100vw"
          />
        ) : (
          <div className="picture picture--empty selector__picture" />
        )}
        <div className="selector__info" aria-live="polite">
          <p className="selector__address" lang={lang?.addressLang}>
            {featured.address[language]}
          </p>
          <h3 className="selector__title" lang={lang?.titleLang}>
            {title}
          </h3>
          <p className="selector__summary" lang={lang?.descriptionLang}>
            {featured.summary[language]}
          </p>
          <a className="button" href={localizePath(featured.path, language)}>
            {strings.selectorViewProject}
            <span className="visually-hidden">: {title}</span>
          </a>
        </div>
      </div>
      <div className="selector__side">
        <ol className="selector__list" aria-label={strings.selectorListLabel}>
          {entries.map((project, index) => (
            <li key={project.id}>
              <button
                type="button"
                className="selector__entry"
                aria-pressed={index === selected}
                onClick={() => choose(index)}
              >
                <span className="selector__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span lang={project.lang?.[language]?.titleLang}>{project.title[language]}</span>
              </button>
            </li>
          ))}
        </ol>
        <div className="selector__controls">
          <button type="button" className="selector__step" data-selector-prev onClick={() => step(-1)}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{strings.selectorPrevious}</span>
          </button>
          <button type="button" className="selector__step" data-selector-next onClick={() => step(1)}>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{strings.selectorNext}</span>
          </button>
          {!roomy && projects.length > PROJECT_SELECTOR_ENTRIES && (
            <button type="button" className="selector__more" aria-expanded={expanded} onClick={toggleExpanded}>
              {expanded ? strings.selectorShowFewer : strings.selectorShowMore}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
