// /tickets/{id}: a ticket's thread, oldest first: the user's messages on one side, support's on the
// other, each with its files to download. Below, the reply form (none on a cancelled ticket), and
// the status: support sets any status, the user may cancel an open or processing ticket. Messages
// are shown as text, never as HTML (whitespace kept).
import { useState } from 'react';
import { Badge, Box, Button, HStack, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useParams } from 'react-router-dom';
import { TICKET_MESSAGE_MAX, TICKET_STATUSES, ticketMessages, ticketReplyInputSchema, ticketStatusSchema, type Ticket, type TicketAttachment, type TicketReplyInput, type TicketReply } from '@domain/tickets/tickets';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { BackLink } from '@web/ui/back-link';
import { ConfirmDialog, EmptyState, LoadingSkeleton, PageHeader, TextareaField, formatBytes, formatWhen, notify, showFormError, showRefusal, useLoad, zodValidate } from '@web/ui';
import { FilesInput, filesProblem } from './files-input';
import { downloadAttachment, getTicket, replyToTicket, setTicketStatus } from './tickets-api';
import { TICKET_STATUS_LABELS, TicketStatusBadge } from './ticket-status-badge';

const validate = zodValidate(ticketReplyInputSchema);

export function TicketPage() {
  const { id } = useParams();
  const ticketId = Number(id);
  const loaded = useLoad((signal) => getTicket(ticketId, signal), [ticketId]);
  const [fresh, setFresh] = useState<Ticket | null>(null);
  const ticket = fresh?.id === ticketId ? fresh : loaded.data;
  if (loaded.failed) return <EmptyState title="Ticket is not existed" onRetry={loaded.retry} />;
  if (!ticket) return <LoadingSkeleton />;
  return <TicketView ticket={ticket} onChanged={setFresh} />;
}

function TicketView({ ticket, onChanged }: { ticket: Ticket; onChanged: (t: Ticket) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="4xl">
      <PageHeader
        title={ticket.subject}
        description={t('Ticket #{{id}} by {{email}}, opened {{when}}', { id: ticket.id, email: ticket.owner.email, when: formatWhen(ticket.createdAt) })}
        breadcrumb={<BackLink to="/tickets" label="Tickets" />}
        actions={<StatusControl ticket={ticket} onChanged={onChanged} />}
      />
      <Stack gap="3" as="ol" listStyleType="none" aria-label={t('Messages')}>
        {ticket.thread.map((reply) => (
          <ReplyCard key={reply.id} ticketId={ticket.id} reply={reply} mine={reply.fromSupport === ticket.asSupport} />
        ))}
      </Stack>
      {ticket.status === 'cancelled' ? (
        <Text color="fg.muted">{t(ticketMessages.cancelledNoReply)}</Text>
      ) : (
        <ReplyForm ticket={ticket} onChanged={onChanged} />
      )}
    </Stack>
  );
}

function ReplyCard({ ticketId, reply, mine }: { ticketId: number; reply: TicketReply; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" ms={mine ? '8' : '0'} me={mine ? '0' : '8'} bg={reply.fromSupport ? 'accent.subtle' : 'bg.panel'}>
      <HStack justify="space-between" gap="3" wrap="wrap" mb="2">
        <HStack gap="2">
          <Text fontWeight="semibold" textStyle="sm">
            {reply.author.email}
          </Text>
          {reply.fromSupport && (
            <Badge colorPalette="accent" variant="solid" size="sm">
              {t('Support')}
            </Badge>
          )}
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {formatWhen(reply.createdAt)}
        </Text>
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {reply.message}
      </Text>
      {reply.attachments.length > 0 && (
        <Stack gap="1" mt="3">
          {reply.attachments.map((file) => (
            <AttachmentLink key={file.id} ticketId={ticketId} file={file} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function AttachmentLink({ ticketId, file }: { ticketId: number; file: TicketAttachment }) {
  const { t } = useTranslation();
  const save = async () => {
    try {
      const blob = await downloadAttachment(ticketId, file.id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      showRefusal(error);
    }
  };
  return (
    <HStack gap="2" textStyle="sm">
      <ChakraLink asChild color="accent.fg">
        <button type="button" onClick={() => void save()} aria-label={t('Download {{name}}', { name: file.fileName })}>
          {file.fileName}
        </button>
      </ChakraLink>
      <Text color="fg.muted">{formatBytes(file.sizeBytes)}</Text>
    </HStack>
  );
}

function ReplyForm({ ticket, onChanged }: { ticket: Ticket; onChanged: (t: Ticket) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  return (
    <Formik<TicketReplyInput>
      initialValues={{ message: '' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        const problem = filesProblem(files);
        setFilesError(problem);
        if (problem) return;
        try {
          const next = await replyToTicket(ticket.id, values.message, files);
          notify({ type: 'success', description: ticketMessages.replied });
          helpers.resetForm();
          setFiles([]);
          onChanged(next);
        } catch (error) {
          if (isApiRequestError(error) && error.field === 'files') setFilesError(error.message);
          else showFormError(error, helpers, ['message']);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="3" borderTopWidth="1px" pt="4">
            <TextareaField name="message" label={ticket.asSupport ? 'Answer as support' : 'Reply'} required rows={5} maxLength={TICKET_MESSAGE_MAX} />
            <FilesInput files={files} onChange={(next) => (setFiles(next), setFilesError(filesProblem(next)))} error={filesError} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                {t('Send')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function StatusControl({ ticket, onChanged }: { ticket: Ticket; onChanged: (t: Ticket) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const change = async (value: string) => {
    const parsed = ticketStatusSchema.safeParse(value);
    if (!parsed.success || parsed.data === ticket.status) return;
    setBusy(true);
    try {
      onChanged(await setTicketStatus(ticket.id, parsed.data));
      notify({ type: 'success', description: ticketMessages.updated });
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  // Support (a Super-Admin on someone else's ticket) picks any status; the owner only cancels.
  return (
    <HStack gap="3">
      <TicketStatusBadge status={ticket.status} />
      {ticket.asSupport ? (
        <NativeSelect.Root size="sm" width="auto" disabled={busy}>
          <NativeSelect.Field aria-label={t('Status')} value={ticket.status} onChange={(e) => void change(e.currentTarget.value)}>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(TICKET_STATUS_LABELS[s])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        (ticket.status === 'open' || ticket.status === 'processing') && (
          <>
            <Button variant="outline" size="sm" loading={busy} onClick={() => setConfirmCancel(true)}>
              {t('Cancel ticket')}
            </Button>
            <ConfirmDialog
              open={confirmCancel}
              title="Cancel ticket"
              message={t('A cancelled ticket takes no more replies.')}
              danger
              confirmLabel="Cancel ticket"
              onClose={() => setConfirmCancel(false)}
              onConfirm={async () => {
                setConfirmCancel(false);
                await change('cancelled');
              }}
            />
          </>
        )
      )}
    </HStack>
  );
}
