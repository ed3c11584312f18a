// Formik errors from a zod parse, for forms whose parts are validated by different schemas (the
// request form checks a new profile only when "New profile" is chosen). The first message of each
// field wins; nested paths become nested errors ('profile.website', 'sampleMessages.0').
import { setIn, type FormikErrors } from 'formik';
import type { z } from 'zod';

export function zodFormErrors<Values>(schema: z.ZodType, values: unknown, prefix = ''): FormikErrors<Values> {
  const result = schema.safeParse(values);
  let errors: FormikErrors<Values> = {};
  if (result.success) return errors;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const path = `${prefix}${issue.path.map(String).join('.')}`;
    if (seen.has(path) || path === '') continue;
    seen.add(path);
    errors = setIn(errors, path, issue.message);
  }
  return errors;
}
