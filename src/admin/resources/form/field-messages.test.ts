import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { EN } from '#admin/i18n/en.ts';
import { SQ } from '#admin/i18n/sq.ts';
import { MAX_SPEC_BOX_CHARS } from '#shared/constants.ts';
import { BuildingInputSchema } from '#shared/entities/building.ts';
import { CatalogInputSchema } from '#shared/entities/catalog.ts';
import { ProjectInputSchema } from '#shared/entities/project.ts';
import { fieldRefusal, namedMessage, plainIssues } from './field-messages.ts';

const messagesOf = (schema: z.ZodType, value: unknown, kinds: Parameters<typeof plainIssues>[0] = {}) =>
  Object.fromEntries(
    (schema.safeParse(value, { error: plainIssues(kinds) }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('plainIssues', () => {
  test('says how long a text may be, with the number of the schema', () => {
    expect(messagesOf(ProjectInputSchema, { boxOne: 'x'.repeat(MAX_SPEC_BOX_CHARS + 1) })).toEqual({
      boxOne: `at most ${MAX_SPEC_BOX_CHARS} characters.`,
    });
  });

  test('asks to choose where the field is a select', () => {
    expect(
      messagesOf(
        CatalogInputSchema,
        { buildingId: '', salesCategoryId: '' },
        {
          buildingId: 'select',
          salesCategoryId: 'select',
        },
      ),
    ).toEqual({ buildingId: 'choose one.', salesCategoryId: 'choose one.' });
  });

  test.each([
    ['a text that needs a character', z.object({ name: z.string().min(1) }), { name: '' }, 'fill it in.'],
    ['a text too short', z.object({ name: z.string().min(3) }), { name: 'ab' }, 'at least 3 characters.'],
    ['a missing text', z.object({ name: z.string() }), {}, 'fill it in.'],
    ['a web address', z.object({ name: z.url() }), { name: 'nope' }, 'enter a web address starting with https://'],
  ])('%s', (_, schema, value, message) => {
    expect(messagesOf(schema, value)).toEqual({ name: message });
  });

  test("leaves a schema's own words as they are", () => {
    expect(messagesOf(BuildingInputSchema, { buildingGoogleLink: 'javascript:alert(1)' })).toEqual({
      buildingGoogleLink: 'Enter a web address starting with https://',
    });
  });
});

describe('namedMessage', () => {
  test.each([
    ['Year', 'at most 80 characters.', 'Year: at most 80 characters.'],
    ['Map link', 'Enter a web address starting with https://', 'Map link: enter a web address starting with https://'],
    ['Catalogue PDF', 'PDF files only.', 'Catalogue PDF: PDF files only.'],
  ])('%s', (label, message, named) => {
    expect(namedMessage(label, message)).toBe(named);
  });
});

describe('fieldRefusal', () => {
  test('words a refusal the admin knows by its code in its language, and leaves the others to the API', () => {
    expect(fieldRefusal('DUPLICATE_REFERENCE', SQ)).toBe(
      'një njësi tjetër e kësaj ndërtese e ka tashmë këtë referencë.',
    );
    expect(fieldRefusal('DUPLICATE_REFERENCE', EN)).toBe('another unit of this building has this reference already.');
    expect(fieldRefusal('VALIDATION_FAILED', EN)).toBeUndefined();
    expect(fieldRefusal('toString', EN)).toBeUndefined();
  });
});
