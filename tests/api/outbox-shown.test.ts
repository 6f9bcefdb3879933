import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { writeCases } from '../fixtures/write-cases.ts';

const { id, writesOf, run } = writeCases();
const projects = writesOf('project', '/projects');
const news = writesOf('news', '/news');
const project = (name: string) => TAGS.project(id(name));
const newsItem = (name: string) => TAGS.news(id(name));
const chunk = (list: 'project' | 'news', name: string) => feedChunkTag(list, id(name));

// An item without a title in either language, or a draft, is kept but not shown: its writes publish nothing. An update that gives it a title brings it onto the site as a create would, one that
// takes the title away takes it off as a delete would, and both change which pages exist.
run('change events of items that come onto the public site and go off it', [
  projects.create('p1', {}, () => []),
  projects.create('p2', { projectTitle: 'Two' }, () => [project('p2'), TAGS.projectList, chunk('project', 'p2')]),
  projects.update('p1', { titulliProjekti: 'Një' }, () => [
    project('p1'),
    chunk('project', 'p1'),
    TAGS.projectList,
    project('p2'),
    TAGS.pageSet('project'),
  ]),
  projects.update('p1', { titulliProjekti: ' ' }, () => [
    project('p1'),
    chunk('project', 'p1'),
    TAGS.projectList,
    project('p2'),
    TAGS.pageSet('project'),
  ]),
  projects.update('p1', { projectAddress: 'Rruga e Elbasanit' }, () => []),
  projects.remove('p1', () => []),

  // A draft is kept but not shown, whatever its texts: publishing it brings it on as a create
  // would, taking it back to a draft takes it off as a delete would.
  projects.create('p3', { projectTitle: 'Three', published: false }, () => []),
  projects.update('p3', { projectTitle: 'Three, revised' }, () => []),
  projects.publication('p3', true, () => [
    project('p3'),
    chunk('project', 'p3'),
    TAGS.projectList,
    project('p2'),
    TAGS.pageSet('project'),
  ]),
  projects.publication('p3', false, () => [
    project('p3'),
    chunk('project', 'p3'),
    TAGS.projectList,
    project('p2'),
    TAGS.pageSet('project'),
  ]),
  projects.remove('p3', () => []),

  // News are listed by date, newest first: n3, n2, n1.
  news.create('n1', { newsTitle: 'January', newsDate: '2026-01-10' }, () => [
    newsItem('n1'),
    TAGS.newsList,
    chunk('news', 'n1'),
  ]),
  news.create('n2', { newsTitle: 'February', newsDate: '2026-02-10' }, () => [
    newsItem('n2'),
    TAGS.newsList,
    chunk('news', 'n2'),
    newsItem('n1'),
  ]),
  news.create('n3', { newsTitle: 'March', newsDate: '2026-03-10' }, () => [
    newsItem('n3'),
    TAGS.newsList,
    chunk('news', 'n3'),
    newsItem('n2'),
  ]),
  // A new date moves n3 from the top to the bottom: its old neighbour n2 and its new one n1 change.
  news.update('n3', { newsTitle: 'March', newsDate: '2026-01-01' }, () => [
    newsItem('n3'),
    chunk('news', 'n3'),
    TAGS.newsList,
    newsItem('n2'),
    newsItem('n1'),
    TAGS.pageSet('news'),
  ]),
  // The same date, or none given, leaves it in its place.
  news.update('n3', { newsTitle: 'Early March', newsDate: '2026-01-01' }, () => [newsItem('n3'), chunk('news', 'n3')]),
  news.update('n3', { newsTitle: 'March again' }, () => [newsItem('n3'), chunk('news', 'n3')]),
]);
