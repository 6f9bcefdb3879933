import { describe, expect, it } from 'vitest';
import { unitResource } from '../features/units/unit-resource.ts';
import {
  allowedOptions,
  choicesIn,
  choicesText,
  inputModeOf,
  numberText,
  optionText,
  withChoice,
} from './field-text.ts';
import { formField } from './lists/list-columns.ts';
import type { ChoicesFieldSpec, NumberFieldSpec, SelectFieldSpec } from './resource.ts';

const spec = <S>(name: string) => formField(unitResource, name).spec as S;
const orientation = spec<ChoicesFieldSpec>('orientation');
const price = spec<NumberFieldSpec>('price');
const area = spec<NumberFieldSpec>('netArea');
const floor = spec<NumberFieldSpec>('floor');

describe('a group of boxes', () => {
  it('reads its value as the list of ticked choices', () => {
    expect(choicesIn('NE,E, S')).toEqual(['NE', 'E', 'S']);
    expect(choicesIn('')).toEqual([]);
    expect(choicesIn(null)).toEqual([]);
  });

  it('keeps the ticked choices in the group’s order, each once, whatever order they are ticked in', () => {
    expect(withChoice(orientation, 'S', 'NE', true)).toBe('NE,S');
    expect(withChoice(orientation, 'NE,S', 'S', true)).toBe('NE,S');
    expect(withChoice(orientation, 'NE,S', 'NE', false)).toBe('S');
    expect(withChoice(orientation, '', 'W', false)).toBe('');
  });

  it('names the ticked choices by their short labels in the admin’s language', () => {
    expect(choicesText(orientation, 'NE,E,S', 'en')).toBe('NE, E, S');
    expect(choicesText(orientation, 'NE,E,S', 'sq')).toBe('VL, L, J');
  });
});

describe('a number', () => {
  it.each([
    [price, 142000, 'sq', '€\u00a0142\u00a0000'],
    [price, 142000, 'en', '€\u00a0142,000'],
    [area, 85.4, 'sq', '85,4\u00a0m²'],
    [area, 85.4, 'en', '85.4\u00a0m²'],
    [floor, -1, 'sq', '-1'],
  ] as const)('%#: writes %s in %s with its unit', (field, value, language, written) => {
    expect(numberText(field, value, language)).toBe(written);
  });

  it('has no text without a value', () => {
    expect(numberText(price, null, 'en')).toBeNull();
    expect(numberText(price, '', 'en')).toBeNull();
  });

  it('asks a phone for the keys its number needs: a minus sign takes the whole keyboard', () => {
    expect(inputModeOf(price)).toBe('numeric');
    expect(inputModeOf(area)).toBe('decimal');
    expect(inputModeOf(floor)).toBeUndefined();
  });
});

describe('a select narrowed by another field', () => {
  const types = spec<SelectFieldSpec>('unitType');
  const rooms = spec<SelectFieldSpec>('rooms');
  const values = (options: { value: string }[]) => options.map((option) => option.value);

  it('offers the types of the category chosen, and every type before one is', () => {
    expect(values(allowedOptions(types, '2'))).toEqual(['shop', 'office']);
    expect(values(allowedOptions(types, 3))).toEqual(['parking', 'garage', 'storage']);
    expect(values(allowedOptions(types, ''))).toHaveLength(9);
  });

  it('keeps its empty choice: rooms are none but for apartments', () => {
    expect(values(allowedOptions(rooms, '3'))).toEqual(['']);
    expect(values(allowedOptions(rooms, '1'))).toEqual(['', '1+0', '1+1', '2+1', '3+1', '4+1', '5+1']);
  });

  it('names a fixed choice by its value in the admin’s language', () => {
    expect(optionText(spec<SelectFieldSpec>('status'), 'sold', 'sq')).toBe('E shitur');
    expect(optionText(spec<SelectFieldSpec>('status'), 'gone', 'en')).toBeUndefined();
    expect(optionText(spec<SelectFieldSpec>('buildingId'), '1', 'en')).toBeUndefined();
  });
});
