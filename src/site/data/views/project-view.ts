import { PROJECT_DESCRIPTION_PREVIEW_CHARS, PROJECT_SELECTOR_ENTRIES_EXPANDED } from '#shared/constants.ts';
import { type FallbackLanguages, fallbackLanguagesOf, textsOf } from '#shared/entities/entity-texts.ts';
import { PROJECT, type ProjectInput, type ProjectListItem } from '#shared/entities/project.ts';
import { localizeFigure } from '#shared/i18n/formats.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { projectTypeLabel } from '#shared/i18n/type-labels.ts';
import { ROUTES } from '#shared/routes.ts';
import type { PictureSet } from '#shared/schemas/common.ts';
import { truncate } from '#shared/text.ts';
import { type CardImage, cardImage, shownImage } from './card-image.ts';
import { fieldByLanguage, inEachLanguage } from './each-language.ts';
import { type ImageAlt, imageAlt } from './image-alt.ts';
import { metaDescription, searchDescriptionOf } from './meta-description.ts';

/** A project as the site shows it in one language. */
export interface ProjectView extends FallbackLanguages<typeof PROJECT> {
  id: number;
  /** Its page, without language prefix. */
  path: string;
  /** Its page in the view's language. */
  href: string;
  typeLabel: string;
  title: string;
  address: string;
  description: string;
  /** The description cut at PROJECT_DESCRIPTION_PREVIEW_CHARS (docs/product.md#validation-rules), on tiles and in the selector. */
  preview: string;
  metaDescription: string;
  image: CardImage | null;
}

export function projectView(project: ProjectListItem, language: Language): ProjectView {
  const { title, address, description } = textsOf(PROJECT, project, language);
  const path = ROUTES.project(project.projectId);
  return {
    id: project.projectId,
    path,
    href: localizePath(path, language),
    typeLabel: projectTypeLabel(project.projectType, language),
    title,
    address,
    description,
    preview: truncate(description, PROJECT_DESCRIPTION_PREVIEW_CHARS),
    metaDescription: searchDescriptionOf(project, language, metaDescription(description)),
    image: cardImage(project.projectImageUrl, project.imageSets.projectImageUrl),
    ...fallbackLanguagesOf(PROJECT, project, language),
  };
}

/** A project as the company page's grid shows it, in the page's language. */
export interface ProjectTileData {
  id: number;
  href: string;
  typeLabel: string;
  title: string;
  titleLang?: Language | undefined;
  address: string;
  addressLang?: Language | undefined;
  text: string;
  textLang?: Language | undefined;
  image: CardImage | null;
}

/** A project as the project selector lists it, in both languages. */
export interface SelectorProject {
  id: number;
  /** Its page, without language prefix. */
  path: string;
  title: Record<Language, string>;
  address: Record<Language, string>;
  summary: Record<Language, string>;
  /** The `lang` of its texts in each language's pages where they are in the other language; absent when none is. */
  lang?: Record<Language, Pick<FallbackLanguages<typeof PROJECT>, 'titleLang' | 'addressLang' | 'descriptionLang'>>;
  image: CardImage | null;
  /**
   * What its picture says in each language's pages (imageAlt) where that is not its title, which
   * the picture says otherwise; absent when it is its title in both.
   */
  imageAlt?: Record<Language, ImageAlt>;
}

function selectorProject(project: ProjectListItem): SelectorProject {
  const views = inEachLanguage((language) => projectView(project, language));
  const lang = inEachLanguage((language) => {
    const { noteLang: _, ...shown } = fallbackLanguagesOf(PROJECT, project, language);
    return shown;
  });
  const elsewhere = Object.keys(lang.en).length + Object.keys(lang.sq).length > 0;
  // The island's props are in the page: a picture that says its title adds nothing to them.
  const alts = inEachLanguage((language) =>
    imageAlt(project.imageSets.projectImageUrl, language, views[language].title),
  );
  const described = LANGUAGES.some(
    (language) => alts[language].alt !== views[language].title || alts[language].altLang,
  );
  return {
    id: project.projectId,
    path: views.sq.path,
    title: fieldByLanguage(views, 'title'),
    address: fieldByLanguage(views, 'address'),
    summary: fieldByLanguage(views, 'preview'),
    ...(elsewhere && { lang }),
    image: views.sq.image,
    ...(described && { imageAlt: alts }),
  };
}

/**
 * The selector's entries: the first PROJECT_SELECTOR_ENTRIES_EXPANDED projects, as it never lists
 * more; the rest stay out of the page.
 */
export const selectorProjects = (projects: ProjectListItem[]) =>
  projects.slice(0, PROJECT_SELECTOR_ENTRIES_EXPANDED).map(selectorProject);

/** A project's picture where a page shows it beside words of its own: its image or, without one, a placeholder. */
export interface ProjectPicture extends ImageAlt {
  src: string | null;
  set: PictureSet | null;
}

/**
 * A project's picture on pages of `language` that show it for its looks (the home page's sections,
 * the careers page): what its image says (imageAlt), else the project's title, which a placeholder
 * says too when it has no image.
 */
export function projectPicture(project: ProjectListItem, language: Language): ProjectPicture {
  const { title } = textsOf(PROJECT, project, language);
  return (
    shownImage(project.projectImageUrl, project.imageSets.projectImageUrl, language, title) ?? {
      src: null,
      set: null,
      alt: title,
    }
  );
}

/** The boxes of a project's specifications that hold figures (docs/product.md#entities-and-their-fields); boxEight is its note. */
export type SpecBox = 'boxOne' | 'boxTwo' | 'boxThree' | 'boxFour' | 'boxFive' | 'boxSix' | 'boxSeven';
const SPEC_BOXES: SpecBox[] = ['boxOne', 'boxTwo', 'boxThree', 'boxFour', 'boxFive', 'boxSix', 'boxSeven'];

/** A project's specifications in one language: its figures written as the language writes numbers, and its note. */
export interface ProjectSpecs {
  figures: Record<SpecBox, string>;
  note: string;
  /** Set when the note is in the other language. */
  noteLang?: Language;
}

export function projectSpecs(project: ProjectInput, language: Language): ProjectSpecs {
  const figures = Object.fromEntries(SPEC_BOXES.map((box) => [box, localizeFigure(project[box], language)]));
  const { noteLang } = fallbackLanguagesOf(PROJECT, project, language);
  return {
    figures: figures as Record<SpecBox, string>,
    note: textsOf(PROJECT, project, language).note,
    ...(noteLang && { noteLang }),
  };
}
