// A Formik validationSchema whose real schema (zodValidate over a domain zod schema) loads when the
// form first validates, so a page can paint before zod has loaded. A failed load is tried again at
// the next validation.
export interface FormikValidationSchema<T> {
  validate(values: T): Promise<void>;
}

export function lazyValidation<T>(load: () => Promise<FormikValidationSchema<T>>): FormikValidationSchema<T> {
  let schema: Promise<FormikValidationSchema<T>> | undefined;
  return {
    async validate(values) {
      schema ??= load().catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
      return (await schema).validate(values);
    },
  };
}
