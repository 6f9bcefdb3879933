import { z } from 'zod';
import { MAX_ADDRESS_CHARS, MAX_SPEC_BOX_CHARS } from '../constants.ts';
import { PROJECT_TYPES } from '../domain-values.ts';
import {
  descriptionField,
  FileUrlSchema,
  ImageSetSchema,
  NeighboursSchema,
  textField,
  titleField,
} from './common.ts';

export const ProjectTypeSchema = z.enum(PROJECT_TYPES);

export const PROJECT_IMAGE_FIELDS = ['projectImageUrl'] as const;

const specBox = () => textField(MAX_SPEC_BOX_CHARS);

/** What an admin writes: the text fields of a project (the image travels as a file). */
export const ProjectInputSchema = z.object({
  projectType: ProjectTypeSchema.default('Residential'),
  projectTitle: titleField(),
  titulliProjekti: titleField(),
  projectAddress: textField(MAX_ADDRESS_CHARS),
  adresaProjekti: textField(MAX_ADDRESS_CHARS),
  projectDescription: descriptionField(),
  pershkrimiProjekti: descriptionField(),
  /** Year, as typed ("2024"). */
  boxOne: specBox(),
  /** Building area ("12,500 m²"). */
  boxTwo: specBox(),
  /** Scale. */
  boxThree: specBox(),
  /** Floors. */
  boxFour: specBox(),
  /** Apartments, or rooms for a Hotel. */
  boxFive: specBox(),
  /** Service units. */
  boxSix: specBox(),
  /** Car posts. */
  boxSeven: specBox(),
  /** Extra note. */
  boxEight: specBox(),
});
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

export const ProjectListItemSchema = ProjectInputSchema.extend({
  projectId: z.number().int(),
  projectType: ProjectTypeSchema,
  projectImageUrl: FileUrlSchema,
  imageSets: z.object({ projectImageUrl: ImageSetSchema.nullable() }),
});
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

export const ProjectSchema = ProjectListItemSchema.extend(NeighboursSchema.shape);
export type Project = z.infer<typeof ProjectSchema>;
