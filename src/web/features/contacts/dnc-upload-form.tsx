// Adds numbers to the do-not-call list from a TXT or CSV file, one number per line (at most 50 MB,
// checked before sending; the server says 'file size too big' as well). The country reads numbers
// written without their country code. The file goes up as it is, with a progress bar; the answer
// says how many numbers were added, were already listed, or were not numbers at all. Closing the
// dialog mid-upload aborts it.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { z } from 'zod';
import { MAX_DNC_UPLOAD_BYTES, dncUploadQuerySchema, type DncUploadAnswer } from '@domain/contact-data-tasks';
import { contactMessages } from '@domain/contacts';
import type { Country } from '@domain/countries';
import { isApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { useTranslation } from '@web/i18n';
import { ProgressBar, SelectField, zodValidate, formatCount } from '@web/ui';
import { FieldShell } from '@web/ui/form/field-shell';
import { useFormikField } from '@web/ui/form/use-formik-field';
import { listCountries } from './contacts-api';
import { uploadDncNumbers } from './dnc-api';

const CHOOSE_FILE = 'Choose a file of numbers';
const DEFAULT_COUNTRY = 'US';

const uploadSchema = dncUploadQuerySchema.pick({ country: true }).extend({
  file: z.instanceof(File, { error: CHOOSE_FILE }).refine((f) => f.size <= MAX_DNC_UPLOAD_BYTES, { error: contactMessages.fileTooBig }),
});
const validate = zodValidate(uploadSchema);

type Values = { file: File | undefined; country: string };

function FileField() {
  const { helpers, error, t } = useFormikField<File | undefined>('file');
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(event.currentTarget.files?.[0]);
  };
  return (
    <FieldShell label={t(CHOOSE_FILE)} error={error} helperText={t('TXT or CSV, one number per line, up to 50 MB.')} required>
      <Input type="file" name="file" accept=".txt,.csv,text/plain,text/csv" p="1.5" onChange={choose} />
    </FieldShell>
  );
}

function UploadResult({ answer }: { answer: DncUploadAnswer }) {
  const { t } = useTranslation();
  const figures = [
    { label: 'Added', value: answer.added },
    { label: 'Already listed', value: answer.known },
    { label: 'Invalid', value: answer.invalid },
  ];
  return (
    <Stack gap="2" role="status" borderWidth="1px" rounded="md" px="4" py="3">
      <Text textStyle="sm" fontWeight="semibold">
        {t('Upload finished')}
      </Text>
      <Flex wrap="wrap" columnGap="8" rowGap="2">
        {figures.map(({ label, value }) => (
          <Stack key={label} gap="0">
            <Text textStyle="xs" color="fg.muted">
              {t(label)}
            </Text>
            <Text textStyle="sm" fontWeight="semibold">
              {formatCount(value)}
            </Text>
          </Stack>
        ))}
      </Flex>
    </Stack>
  );
}

export function DncUploadForm({ onUploaded }: { onUploaded: (answer: DncUploadAnswer) => void }) {
  const { t } = useTranslation();
  const [countries, setCountries] = useState<Country[]>([]);
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const [answer, setAnswer] = useState<DncUploadAnswer | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    listCountries()
      .then(setCountries)
      .catch(() => undefined);
    return () => abort.current?.abort();
  }, []);

  // US is always offered: it is the default, and the list of countries may not have arrived.
  const options = [
    ...(countries.some((c) => c.code === DEFAULT_COUNTRY) ? [] : [{ value: DEFAULT_COUNTRY, label: DEFAULT_COUNTRY }]),
    ...countries.map((c) => ({ value: c.code, label: `${c.name} (${c.dialCode})` })),
  ];

  const upload = async (values: Values, helpers: FormikHelpers<Values>) => {
    const { file } = values;
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setAnswer(null);
    setProgress({ fileName: file.name, percent: 0 });
    try {
      const uploaded = await uploadDncNumbers(file, values.country, (percent) => setProgress({ fileName: file.name, percent }), controller.signal);
      setAnswer(uploaded);
      onUploaded(uploaded);
    } catch (error) {
      if (controller.signal.aborted || (isApiRequestError(error) && error.cancelled)) return;
      helpers.setFieldError('file', errorText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Formik<Values> initialValues={{ file: undefined, country: DEFAULT_COUNTRY }} validationSchema={validate} onSubmit={upload}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4">
            <FileField />
            <SelectField<string> name="country" label="Country" helperText="For numbers written without their country code." options={options} />
            {progress && <ProgressBar value={progress.percent} label={t('Uploading {{fileName}}', { fileName: progress.fileName })} />}
            {answer && <UploadResult answer={answer} />}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="accent" loading={isSubmitting}>
                {t('Upload')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
