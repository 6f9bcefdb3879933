import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { form } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';
import { writeCases } from '../fixtures/write-cases.ts';

const { id, writesOf, run } = writeCases();
const projects = writesOf('project', '/projects');
const gallery = writesOf('gallery', '/gallery');
const news = writesOf('news', '/news');
const newsImages = writesOf('newsimage', '/newsimage');
const staff = writesOf('vacancy', '/staff');
const project = (name: string) => TAGS.project(id(name));
const newsItem = (name: string) => TAGS.news(id(name));
const vacancy = (name: string) => TAGS.vacancy(id(name));
const chunk = (list: 'project' | 'news' | 'vacancy', name: string) => feedChunkTag(list, id(name));

// Projects are in id order, news and vacancies newest first: either way a new entity's neighbours change.
run('change events of projects, galleries, news, news images, vacancies and contacts', [
  projects.create('p1', { projectTitle: 'One' }, () => [project('p1'), TAGS.projectList, chunk('project', 'p1')]),
  projects.create('p2', { titulliProjekti: 'Dy' }, () => [
    project('p2'),
    TAGS.projectList,
    chunk('project', 'p2'),
    project('p1'),
  ]),
  projects.create('p3', { projectTitle: 'Three' }, () => [
    project('p3'),
    TAGS.projectList,
    chunk('project', 'p3'),
    project('p2'),
  ]),
  // An update leaves the lists' items as they are: pages that show the project read its own tag.
  projects.update('p2', { projectTitle: 'Two' }, () => [project('p2'), chunk('project', 'p2')]),
  gallery.create(
    'g1',
    async () => form({ projectId: id('p2'), galleryImageUrl: await pngImage() }),
    () => [TAGS.gallery(id('p2'))],
  ),
  gallery.remove('g1', () => [TAGS.gallery(id('p2'))]),
  projects.remove('p2', () => [
    project('p2'),
    TAGS.projectList,
    chunk('project', 'p2'),
    project('p1'),
    project('p3'),
    TAGS.gallery(id('p2')),
  ]),

  news.create('n1', { newsTitle: 'Older' }, () => [newsItem('n1'), TAGS.newsList, chunk('news', 'n1')]),
  news.create('n2', { newsTitle: 'New' }, () => [newsItem('n2'), TAGS.newsList, chunk('news', 'n2'), newsItem('n1')]),
  news.create('n3', { titullLajmesh: 'Më i riu' }, () => [
    newsItem('n3'),
    TAGS.newsList,
    chunk('news', 'n3'),
    newsItem('n2'),
  ]),
  news.update('n2', { newsTitle: 'Newer' }, () => [newsItem('n2'), chunk('news', 'n2')]),
  newsImages.create(
    'i1',
    async () => form({ newsId: id('n2'), newsImageUrl: await pngImage() }),
    () => [TAGS.newsImages(id('n2'))],
  ),
  newsImages.remove('i1', () => [TAGS.newsImages(id('n2'))]),
  news.remove('n2', () => [
    newsItem('n2'),
    TAGS.newsList,
    chunk('news', 'n2'),
    newsItem('n3'),
    newsItem('n1'),
    TAGS.newsImages(id('n2')),
  ]),

  staff.create('s1', { staffTittle: 'Engineer' }, () => [vacancy('s1'), TAGS.vacancyList, chunk('vacancy', 's1')]),
  staff.create('s2', { staffTittle: 'Architect' }, () => [
    vacancy('s2'),
    TAGS.vacancyList,
    chunk('vacancy', 's2'),
    vacancy('s1'),
  ]),
  staff.update('s1', { staffTittle: 'Site engineer' }, () => [vacancy('s1'), chunk('vacancy', 's1')]),
  staff.remove('s1', () => [vacancy('s1'), TAGS.vacancyList, chunk('vacancy', 's1'), vacancy('s2')]),

  {
    name: 'sending a contact message',
    request: () => ({
      method: 'POST',
      url: '/contact/save',
      payload: { firstName: 'Arta', contactMessage: 'Still for sale?' },
    }),
    ...{ kind: 'contact', operation: 'create', entity: 'm1', tags: () => [], anonymous: true },
  },
]);
