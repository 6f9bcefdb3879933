import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { MAX_ADDRESS_CHARS, MAX_SPEC_BOX_CHARS, MAX_TITLE_CHARS, MAX_URL_CHARS } from '#shared/constants.ts';
import { BuildingInputSchema } from '#shared/entities/building.ts';
import { CatalogInputSchema } from '#shared/entities/catalog.ts';
import { ProjectInputSchema } from '#shared/entities/project.ts';
import { LoginInputSchema } from '#shared/payloads/auth.ts';
import { fieldRules, fieldRulesOf } from './field-rules.ts';

describe('fieldRules', () => {
  test.each([
    ['a text with a default', z.string().max(9).default(''), { required: false, minLength: undefined, maxLength: 9 }],
    ['a text that needs a character', z.string().min(1).max(5), { required: true, minLength: 1, maxLength: 5 }],
    ['a text without bounds', z.string(), { required: true, minLength: undefined, maxLength: undefined }],
    [
      'an id to choose',
      z.coerce.number().int().positive(),
      { required: true, minLength: undefined, maxLength: undefined },
    ],
    [
      'a choice with a default',
      z.enum(['a', 'b']).default('a'),
      { required: false, minLength: undefined, maxLength: undefined },
    ],
    [
      'an empty text or a web address',
      z.union([z.literal(''), z.url().max(40)]).default(''),
      { required: false, minLength: undefined, maxLength: 40 },
    ],
    [
      'an empty text or any text',
      z.union([z.literal(''), z.string()]),
      { required: true, minLength: undefined, maxLength: undefined },
    ],
  ])('%s', (_, schema, rules) => {
    expect(fieldRules(schema)).toEqual(rules);
  });
});

describe('fieldRulesOf', () => {
  test('reads the lengths and requirements of the shared schemas, never a number of its own', () => {
    expect(fieldRulesOf(ProjectInputSchema)).toMatchObject({
      projectType: { required: false },
      projectTitle: { required: false, maxLength: MAX_TITLE_CHARS },
      projectAddress: { maxLength: MAX_ADDRESS_CHARS },
      boxOne: { required: false, maxLength: MAX_SPEC_BOX_CHARS },
    });
    expect(fieldRulesOf(BuildingInputSchema).buildingGoogleLink).toEqual({
      required: false,
      minLength: undefined,
      maxLength: MAX_URL_CHARS,
    });
    expect(fieldRulesOf(CatalogInputSchema)).toMatchObject({
      buildingId: { required: true },
      salesCategoryId: { required: true },
      catalogTitle: { required: false },
    });
    expect(fieldRulesOf(LoginInputSchema)).toMatchObject({
      usernameOrEmail: { required: true, minLength: 1 },
      password: { required: true, minLength: 1 },
    });
  });
});
