// The reply box under a conversation (001 §7 sendThreadMessage): a Formik form validated by the
// domain's schema, the server's own; the characters and segments the reply will cost as it is
// typed (a two-way route counts P2P). On success the spec's toast 'Successfully sent!' and an empty
// box; a refusal ('Can not send reply to this contact') is a toast, or under the field when it names it.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { REPLY_MAX, sendThreadMessageSchema } from '@domain/inbox';
import { countMessage } from '@domain/message-segments';
import { useTranslation } from '@web/i18n';
import { TextareaField, notify, showFormError, zodValidate } from '@web/ui';
import { sendThreadMessage } from './inbox-api';

type Values = { message: string };
const validate = zodValidate(sendThreadMessageSchema);

export function ReplyForm({ threadUUID, phone, disabled, onSent }: { threadUUID: string; phone: string; disabled: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const answer = await sendThreadMessage(threadUUID, { message: values.message, phoneSelected: phone });
      notify({ type: 'success', description: answer.message });
      helpers.resetForm();
      onSent();
    } catch (error) {
      showFormError(error, helpers, ['message']);
    }
  };
  return (
    // A new thread starts a new form: a reply typed for one contact never goes to another.
    <Formik<Values> key={threadUUID} initialValues={{ message: '' }} validationSchema={validate} onSubmit={submit}>
      {({ values, isSubmitting }) => {
        const count = countMessage(values.message, 'P2P');
        return (
          <Form noValidate>
            <Stack gap="2">
              <TextareaField name="message" label="Reply" rows={3} maxLength={REPLY_MAX} disabled={disabled} placeholder="Write your reply" />
              <HStack justify="space-between" gap="3">
                <Text textStyle="xs" color="fg.muted" aria-live="polite">
                  {t('{{count}} characters, {{segments}} segment(s)', { count: count.characters, segments: count.segments })}
                </Text>
                <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={disabled}>
                  {t('Send reply')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
