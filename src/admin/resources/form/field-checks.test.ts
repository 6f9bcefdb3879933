import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { unitResource } from '#admin/features/units/unit-resource.ts';
import { EN } from '#admin/i18n/en.ts';
import { SQ } from '#admin/i18n/sq.ts';
import { UnitInputSchema } from '#shared/entities/unit.ts';
import { fieldRulesOf } from '../field-rules.ts';
import { formField } from '../lists/list-columns.ts';
import type { NumberFieldSpec } from '../resource.ts';
import { fieldProblem, numberProblem, typedNumber, withFieldChecks } from './field-checks.ts';

const words = EN.form.issues;
const number = (name: string) => formField(unitResource, name).spec as NumberFieldSpec;

describe('a number as an admin types it', () => {
  it.each([
    ['85,4', 85.4],
    ['85.4', 85.4],
    ['142 000', 142000],
    ['142\u00a0000', 142000],
    ['-1', -1],
    [' ', null],
    ['', null],
    ['1o4', Number.NaN],
    ['1,2,3', Number.NaN],
  ])('reads “%s” as %s', (text, read) => {
    expect(typedNumber(text)).toBe(read);
  });
});

describe('what a number field refuses, in the admin’s words', () => {
  it.each([
    ['floor', '', true, 'fill it in.'],
    ['floor', '1,5', true, 'enter a whole number, such as 3.'],
    ['floor', 'dy', true, 'enter a whole number, such as 3.'],
    ['floor', '-11', true, 'enter -10 or more.'],
    ['floor', '201', true, 'enter 200 or less.'],
    ['netArea', 'abc', false, 'enter a number, such as 85.4.'],
    ['netArea', '0', false, 'enter 0.01 or more.'],
    ['price', '2 000 000 000', false, 'enter 1,000,000,000 or less.'],
  ])('%s “%s”', (name, text, required, message) => {
    expect(numberProblem(number(name), text, required, words)).toBe(message);
  });

  it('takes what the API takes', () => {
    for (const [name, text] of [
      ['floor', '-2'],
      ['netArea', '85,4'],
      ['price', '142 000'],
      ['price', ''],
    ] as const)
      expect(numberProblem(number(name), text, name === 'floor', words)).toBeNull();
  });

  it('asks for a text the schema needs, and lets an optional one be empty', () => {
    const rules = fieldRulesOf(UnitInputSchema);
    const reference = formField(unitResource, 'reference').spec;
    const entrance = formField(unitResource, 'entrance').spec;
    expect(fieldProblem(reference, '  ', rules.reference, words)).toBe('fill it in.');
    expect(fieldProblem(reference, 'B2-07-04', rules.reference, words)).toBeNull();
    expect(fieldProblem(entrance, '', rules.entrance, words)).toBeNull();
  });
});

describe('a form’s checks before its schema', () => {
  // The descriptor's schema, as the form has it: its values are the form's strings.
  const resolverIn = (issues: typeof words) =>
    withFieldChecks(
      zodResolver(unitResource.entity.schemas.input),
      unitResource.rows,
      fieldRulesOf(UnitInputSchema),
      issues,
    );
  const valid = {
    buildingId: '1',
    salesCategoryId: '1',
    unitType: 'apartment',
    reference: 'B2-07-04',
    floor: '7',
    netArea: '85,4',
    price: '',
  };
  const resolve = (issues: typeof words, values: Record<string, string>) =>
    resolverIn(issues)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('refuses in the admin’s language where the schema would in English, and keeps the schema’s other refusals', async () => {
    const { errors } = await resolve(SQ.form.issues, { ...valid, reference: ' ', floor: '', unitType: 'castle' });
    expect(errors.reference?.message).toBe('plotësojeni.');
    expect(errors.floor?.message).toBe('plotësojeni.');
    expect(errors.unitType).toBeDefined();
  });

  it('passes the schema’s values through when nothing is wrong', async () => {
    const { values, errors } = await resolve(words, valid);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ floor: 7, netArea: 85.4, price: null });
  });
});
