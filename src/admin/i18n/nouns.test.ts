import { describe, expect, it } from 'vitest';
import { BUILDING } from '#shared/entities/building.ts';
import { NEWS } from '#shared/entities/news.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { textIn } from './admin-language.ts';
import { nounOf } from './nouns.ts';

describe('the noun of one item after "this"', () => {
  it.each([
    { entity: NEWS, language: 'en', item: 'news item' },
    { entity: VACANCY, language: 'en', item: 'job vacancy' },
    { entity: BUILDING, language: 'en', item: 'building' },
    { entity: NEWS, language: 'sq', item: 'lajm' },
    { entity: VACANCY, language: 'sq', item: 'vend pune' },
    { entity: BUILDING, language: 'sq', item: 'ndërtesë' },
  ] as const)('is "$item" for $entity.kind in $language', ({ entity, language, item }) => {
    expect(nounOf(entity, language).item).toBe(item);
  });

  it('names the kind where the presence notice says who else has the form open', () => {
    expect(textIn('en').presence.others('mira (since 10:42)', false, nounOf(NEWS, 'en').item)).toBe(
      'mira (since 10:42) has this news item open too.',
    );
    expect(
      textIn('sq').presence.others('mira (që nga 10:42) dhe ana (që nga 10:50)', true, nounOf(BUILDING, 'sq').item),
    ).toBe('Edhe mira (që nga 10:42) dhe ana (që nga 10:50) e kanë hapur këtë ndërtesë.');
  });
});
