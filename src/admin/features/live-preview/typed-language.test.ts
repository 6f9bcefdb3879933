import { describe, expect, it } from 'vitest';
import { newsResource } from '../news/news-resource.ts';
import { pairFieldLanguages, typedLanguage } from './typed-language.ts';

const LANGUAGES_OF_FIELDS = {
  newsTitle: 'en',
  titullLajmesh: 'sq',
  newsDescription: 'en',
  pershkrimLajmesh: 'sq',
} as const;
const OPENED = {
  newsTitle: 'Opening',
  titullLajmesh: 'Hapja',
  newsDescription: '',
  pershkrimLajmesh: '',
  newsType: 'news',
};

describe('the language of the field being typed in', () => {
  it.each([
    ['an English title', { newsTitle: 'Opening day' }, 'en'],
    ['an Albanian text', { pershkrimLajmesh: 'Dita e hapjes' }, 'sq'],
    ['two English fields at once', { newsTitle: 'Opening day', newsDescription: 'Come by' }, 'en'],
    ['a field of no language', { newsType: 'event' }, null],
    ['a field of no language beside an Albanian one', { newsType: 'event', titullLajmesh: 'Dita' }, 'sq'],
    ['both languages at once, as another version loaded', { newsTitle: 'Theirs', titullLajmesh: 'E tyre' }, null],
    ['nothing', {}, null],
  ] as const)('after a change of %s is %s', (_, change, language) => {
    expect(typedLanguage(OPENED, { ...OPENED, ...change }, LANGUAGES_OF_FIELDS)).toBe(language);
  });

  it('knows each text field of a form by its pair', () => {
    expect(pairFieldLanguages(newsResource.rows)).toMatchObject(LANGUAGES_OF_FIELDS);
    expect(pairFieldLanguages(newsResource.rows)).not.toHaveProperty('newsType');
  });
});
