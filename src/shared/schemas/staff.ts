import { z } from 'zod';
import { descriptionField, NeighboursSchema, titleField } from './common.ts';

/** A job vacancy. `staffDescriptionTwo` and `pershkrimiStafDy` are the texts shown publicly. */
export const StaffInputSchema = z.object({
  staffTittle: titleField(),
  titulliStaf: titleField(),
  staffDescriptionOne: descriptionField(),
  pershkrimiStafNje: descriptionField(),
  staffDescriptionTwo: descriptionField(),
  pershkrimiStafDy: descriptionField(),
});
export type StaffInput = z.infer<typeof StaffInputSchema>;

export const StaffListItemSchema = StaffInputSchema.extend({ staffId: z.number().int() });
export type StaffListItem = z.infer<typeof StaffListItemSchema>;

export const StaffSchema = StaffListItemSchema.extend(NeighboursSchema.shape);
export type Staff = z.infer<typeof StaffSchema>;
