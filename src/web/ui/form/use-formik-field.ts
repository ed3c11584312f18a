// The part every form field shares: Formik's field state plus the error to show, in the spec's
// words translated by tMessage, once the field was touched or the form was submitted.
import { useField, useFormikContext, type FieldHookConfig } from 'formik';
import { useTranslation } from '@web/i18n';
import { tMessage } from '@web/i18n';

export function useFormikField<Value>(config: string | FieldHookConfig<Value>) {
  // Re-render on a language switch so the label and the message follow it.
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<Value>(config);
  const { submitCount } = useFormikContext();
  const raw = typeof meta.error === 'string' ? meta.error : undefined;
  const error = raw && (meta.touched || submitCount > 0) ? tMessage(raw) : undefined;
  return { field, meta, helpers, error, t };
}
