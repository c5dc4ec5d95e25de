import { z } from 'zod';
import { letterSettingsInputSchema } from '@olympiad/shared/schemas';

/**
 * The letter settings form: the call's schema (its messages: an unknown placeholder, what is
 * required once letters are on), with the boxes that remove a stored picture.
 */
export const letterFormSchema = z
  .object({ removeSignatureImage: z.boolean(), removeLogoImage: z.boolean() })
  .and(letterSettingsInputSchema);
export type LetterFormInput = z.input<typeof letterFormSchema>;
export type LetterForm = z.output<typeof letterFormSchema>;
