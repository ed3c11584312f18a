// /tickets/create: a subject, the first message and up to 5 files; sent, it opens the new ticket.
import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { createTicketSchema, TICKET_MESSAGE_MAX, ticketMessages, type CreateTicket } from '@domain/tickets/tickets';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { BackLink } from '@web/ui/back-link';
import { PageHeader, TextareaField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { FilesInput, filesProblem } from './files-input';
import { createTicket } from './tickets-api';

const validate = zodValidate(createTicketSchema);

export function TicketCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Create ticket" description="Support answers here and by notification." breadcrumb={<BackLink to="/tickets" label="Tickets" />} />
      <Formik<CreateTicket>
        initialValues={{ subject: '', message: '' }}
        validationSchema={validate}
        onSubmit={async (values, helpers) => {
          const problem = filesProblem(files);
          setFilesError(problem);
          if (problem) return;
          try {
            const ticket = await createTicket(values.subject, values.message, files);
            notify({ type: 'success', description: ticketMessages.created });
            navigate(`/tickets/${ticket.id}`);
          } catch (error) {
            if (isApiRequestError(error) && error.field === 'files') setFilesError(error.message);
            else showFormError(error, helpers, ['subject', 'message']);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <TextField name="subject" label="Subject" required />
              <TextareaField name="message" label="Message" required rows={8} maxLength={TICKET_MESSAGE_MAX} />
              <FilesInput files={files} onChange={(next) => (setFiles(next), setFilesError(filesProblem(next)))} error={filesError} />
              <HStack justify="flex-end" gap="2">
                <Button variant="outline" onClick={() => navigate('/tickets')} disabled={isSubmitting}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                  {t('Send')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
