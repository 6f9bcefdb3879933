import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '#shared/entities/project.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import { described, picture } from '#tests/fixtures/image-sets.ts';
import { projectPicture, selectorProjects } from './project-view.ts';

const project = (projectId: number, set: ImageSet | null, fields: Partial<ProjectListItem> = {}) =>
  ({
    projectId,
    projectType: 'Residential',
    projectTitle: `Tower ${projectId}`,
    titulliProjekti: `Kulla ${projectId}`,
    projectAddress: 'Tirana',
    adresaProjekti: 'Tiranë',
    projectDescription: 'Homes by the park.',
    pershkrimiProjekti: 'Banesa pranë parkut.',
    boxEight: '',
    shenimiProjekti: '',
    projectImageUrl: set ? `/uploads/images/p${projectId}-960.webp` : null,
    imageSets: { projectImageUrl: set, socialImageUrl: null },
    ...fields,
  }) as ProjectListItem;

describe('a project’s picture beside the words of a page', () => {
  it('says its image’s text in the page’s language, else the other’s with its language', () => {
    expect(projectPicture(project(1, described('The lobby', 'Holli')), 'sq')).toEqual({
      src: '/uploads/images/p1-960.webp',
      set: picture,
      alt: 'Holli',
    });
    expect(projectPicture(project(1, described('The lobby', '')), 'sq')).toMatchObject({
      alt: 'The lobby',
      altLang: 'en',
    });
  });

  it('says the project’s title where its image has no text, so that two projects’ pictures say different things', () => {
    const pictures = [project(1, described('', '')), project(2, picture)].map((each) => projectPicture(each, 'en'));
    expect(pictures.map((each) => each.alt)).toEqual(['Tower 1', 'Tower 2']);
    expect(pictures[0]).not.toHaveProperty('altLang');
  });

  it('says the project’s title on the placeholder of a project without an image', () => {
    expect(projectPicture(project(3, null), 'sq')).toEqual({ src: null, set: null, alt: 'Kulla 3' });
  });
});

describe('the project selector’s picture', () => {
  it('carries nothing more where its image says the project’s title, so that the page is as it was', () => {
    const [entry] = selectorProjects([project(1, described('', ''))]);
    expect(entry).not.toHaveProperty('imageAlt');
    expect(entry?.image).toEqual({ src: '/uploads/images/p1-960.webp', set: picture });
  });

  it('carries what its image says in each language, and only the string, not the image’s texts', () => {
    const [entry] = selectorProjects([project(1, described('The lobby', ''))]);
    expect(entry?.imageAlt).toEqual({ en: { alt: 'The lobby' }, sq: { alt: 'The lobby', altLang: 'en' } });
    expect(entry?.image?.set).toEqual(picture);
  });

  it('says nothing of a decorative image', () => {
    const [entry] = selectorProjects([project(1, described('The lobby', 'Holli', true))]);
    expect(entry?.imageAlt).toEqual({ en: { alt: '' }, sq: { alt: '' } });
  });
});
