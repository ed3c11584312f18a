// The feedback form (000 §2 "/feedback"): a rating from 1 to 5, the text, the page it is about
// (filled from ?page= when a link brought the user here) and an optional PNG or JPEG screenshot.
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { ATTACHMENT_MAX_BYTES, SCREENSHOT_ACCEPT, attachmentMessages } from '@domain/tickets/attachments';
import { FEEDBACK_TEXT_MAX, feedbackInputSchema, feedbackMessages } from '@domain/tickets/feedback';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { SelectField, TextareaField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { sendFeedback } from './feedback-api';

type Values = { rating: number; text: string; page: string };
const validate = zodValidate(feedbackInputSchema);
const RATINGS = [
  { value: 5, label: '5 – Excellent' },
  { value: 4, label: '4 – Good' },
  { value: 3, label: '3 – Fair' },
  { value: 2, label: '2 – Poor' },
  { value: 1, label: '1 – Bad' },
] as const;

export function FeedbackForm({ initialPage, onSent }: { initialPage: string; onSent: () => void }) {
  const { t } = useTranslation();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [shotError, setShotError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  return (
    <Formik<Values>
      initialValues={{ rating: 5, text: '', page: initialPage }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        if (screenshot && screenshot.size > ATTACHMENT_MAX_BYTES) return setShotError(attachmentMessages.tooBig);
        try {
          await sendFeedback(values, screenshot);
          notify({ type: 'success', description: feedbackMessages.sent });
          helpers.resetForm({ values: { rating: 5, text: '', page: initialPage } });
          setScreenshot(null);
          setInputKey((k) => k + 1);
          onSent();
        } catch (error) {
          if (isApiRequestError(error) && error.field === 'screenshot') setShotError(error.message);
          else showFormError(error, helpers, ['rating', 'text', 'page']);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4" maxW="2xl">
            <SelectField<number> name="rating" label="Rating" required options={RATINGS} />
            <TextareaField name="text" label="Text" required rows={5} maxLength={FEEDBACK_TEXT_MAX} placeholder="What works well, what does not, what you miss" />
            <TextField name="page" label="Page" placeholder="/contact/groups" />
            <Field.Root gap="1.5" invalid={shotError !== null}>
              <Field.Label>{t('Screenshot')}</Field.Label>
              <Input
                key={inputKey}
                type="file"
                accept={SCREENSHOT_ACCEPT}
                p="1"
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0] ?? null;
                  setScreenshot(file);
                  setShotError(file && file.size > ATTACHMENT_MAX_BYTES ? attachmentMessages.tooBig : null);
                }}
              />
              <Text textStyle="xs" color={shotError ? 'fg.error' : 'fg.muted'} role={shotError ? 'alert' : undefined}>
                {t(shotError ?? 'A PNG or JPEG image of up to 5 MB')}
              </Text>
            </Field.Root>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                {t('Send feedback')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
