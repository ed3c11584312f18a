// Every form validates with the domain's zod schema (the one the server uses too), through
// zod-formik-adapter: `<Formik validationSchema={zodValidate(loginSchema)} ...>`. Formik then
// reports the schema's messages (the spec's words) per field; the fields translate them.
import type { z } from 'zod';
import { toFormikValidationSchema } from 'zod-formik-adapter';

export function zodValidate<T>(schema: z.ZodType<T>): ReturnType<typeof toFormikValidationSchema<T>> {
  return toFormikValidationSchema(schema);
}
