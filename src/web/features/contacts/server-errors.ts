// A refused form call either names a field (a 400 with `field`: the message goes under that field,
// as the spec wants for 'already existed, use another name') or not (an error toast). The calls
// behind these forms pass ignoreShowMessage, so this is the only place their failure is shown.
import type { FormikHelpers } from 'formik';
import { isApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { notify } from '@web/ui';

/** A refusal no field owns (409 busy, 400 archived, 402 credits): the server's message as a toast. */
export function showRefusal(error: unknown): void {
  if (isApiRequestError(error) && error.cancelled) return;
  notify({ type: 'error', description: errorText(error) });
}

export function showFormError<Values>(error: unknown, helpers: Pick<FormikHelpers<Values>, 'setFieldError'>, fields: readonly string[]): void {
  if (isApiRequestError(error) && error.field && fields.includes(error.field)) {
    helpers.setFieldError(error.field, error.message);
    return;
  }
  showRefusal(error);
}
