// Showing a refused call: a 400 that names one of the form's fields puts its message under that
// field (as the spec wants for 'already existed, use another name'); anything else is an error
// toast with the server's message, or the text the caller gives for it (the DID create dialog says
// the spec's 'Unexpected error'). The calls behind these forms pass ignoreShowMessage, so this is
// the only place their failure is shown. A cancelled call is shown nowhere.
import type { FormikHelpers } from 'formik';
import { isApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { notify } from '../toaster';

/** A refusal no field owns (409 busy, 400 archived, 402 credits): the server's message as a toast. */
export function showRefusal(error: unknown, otherwise?: string): void {
  if (isApiRequestError(error) && error.cancelled) return;
  notify({ type: 'error', description: otherwise ?? errorText(error) });
}

export function showFormError<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError'>,
  fields: readonly string[],
  otherwise?: string,
): void {
  if (isApiRequestError(error) && !error.cancelled && error.field && fields.includes(error.field)) {
    helpers.setFieldError(error.field, error.message);
    return;
  }
  showRefusal(error, otherwise);
}
