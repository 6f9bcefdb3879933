import { z } from 'zod';
import { PASSWORDS_DIFFER } from '#admin/i18n/en-accounts.ts';

const RepeatSchema = z.object({ repeatPassword: z.string() });

/**
 * A password form's schema with `repeatPassword`, which must equal the new password in `field`: a
 * slip of the fingers is caught before it becomes the password. Only the admin asks for it twice;
 * the API takes the schema without it.
 */
export const withRepeatedPassword = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  message = PASSWORDS_DIFFER,
) =>
  schema.and(RepeatSchema).refine((values) => (values as Record<string, unknown>)[field] === values.repeatPassword, {
    message,
    path: ['repeatPassword'],
  });
