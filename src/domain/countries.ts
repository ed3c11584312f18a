// Countries a user can send to (GET /config/countries answers { availableCountries }).
import { z } from 'zod';

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2, e.g. "US". */
  code: z.string(),
  name: z.string(),
  /** With the plus sign, e.g. "+1". */
  dialCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const availableCountriesSchema = z.object({ availableCountries: z.array(countrySchema) });
export type AvailableCountries = z.infer<typeof availableCountriesSchema>;
