import { z } from 'zod';

/** What a shared schema asks of one form field, in the terms of an input's `required` and `maxlength`. */
export interface FieldRules {
  required: boolean;
  minLength: number | undefined;
  maxLength: number | undefined;
}

type Bounds = { min: number; max: number | undefined };

/** The shortest and longest strings a schema accepts; null when it takes no string (a number, an enum). */
function lengthBounds(schema: z.ZodType): Bounds | null {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return lengthBounds(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return lengthBounds(schema.in as z.ZodType);
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat)
    return { min: schema.minLength ?? 0, max: schema.maxLength ?? undefined };
  if (schema instanceof z.ZodLiteral) {
    const lengths = [...schema.values].map((value) => String(value).length);
    return { min: Math.min(...lengths), max: Math.max(...lengths) };
  }
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodType[]).map(lengthBounds);
    if (options.some((bounds) => bounds === null)) return null;
    const known = options as Bounds[];
    return {
      min: Math.min(...known.map((bounds) => bounds.min)),
      // One option without a longest length lets any length through.
      max: known.some((bounds) => bounds.max === undefined)
        ? undefined
        : Math.max(...known.map((bounds) => bounds.max ?? 0)),
    };
  }
  return null;
}

/**
 * The rules of one field, read from its schema's checks: required when the schema takes no
 * absent value or needs at least one character, and the length bounds of its strings.
 */
export function fieldRules(schema: z.ZodType): FieldRules {
  const bounds = lengthBounds(schema);
  const minLength = bounds && bounds.min > 0 ? bounds.min : undefined;
  return { required: !schema.isOptional() || minLength !== undefined, minLength, maxLength: bounds?.max };
}

/** The rules of every field of an input schema, by field name. */
export function fieldRulesOf(schema: z.ZodObject): Record<string, FieldRules> {
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => [name, fieldRules(field)]),
  );
}
