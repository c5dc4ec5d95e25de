import { z } from 'zod';
import { MESSAGES } from '@olympiad/shared';
import { saveCountryInputSchema, wallClockSchema } from '@olympiad/shared/schemas';

/** The country form: its own deadline typed as the venue's wall-clock time; empty for the contest's. */
export const countryFormSchema = saveCountryInputSchema.extend({
  registrationDeadline: z.string().refine((value) => value === '' || wallClockSchema.safeParse(value).success, MESSAGES.dateTimeFormat),
});
export type CountryDraft = z.input<typeof countryFormSchema>;
export type CountryFormValues = z.output<typeof countryFormSchema>;
