// The file picker of a ticket message: up to 5 files of the types and size the server takes
// (checked here too, so the user hears it before sending), listed with a way to drop one.
import { useId, useRef } from 'react';
import { Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_REPLY, TICKET_ACCEPT, attachmentMessages } from '@domain/tickets/attachments';
import { useTranslation } from '@web/i18n';
import { formatBytes } from '@web/ui';

/** The message the picked files break, or null. */
export function filesProblem(files: readonly File[]): string | null {
  if (files.length > ATTACHMENTS_PER_REPLY) return attachmentMessages.tooMany;
  return files.some((f) => f.size > ATTACHMENT_MAX_BYTES) ? attachmentMessages.tooBig : null;
}

export function FilesInput({ files, onChange, error }: { files: readonly File[]; onChange: (files: File[]) => void; error?: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <Stack gap="2">
      <HStack gap="3">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={TICKET_ACCEPT}
          aria-label={t('Attachments')}
          style={{ display: 'none' }}
          onChange={(e) => {
            onChange([...files, ...Array.from(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          {t('Attach files')}
        </Button>
        <Text textStyle="xs" color="fg.muted">
          {t('Up to 5 files of 5 MB: images, PDF or text')}
        </Text>
      </HStack>
      {files.map((file, i) => (
        <HStack key={`${file.name}-${i}`} gap="2" textStyle="sm">
          <Text truncate>{file.name}</Text>
          <Text color="fg.muted">{formatBytes(file.size)}</Text>
          <CloseButton size="2xs" aria-label={t('Remove {{name}}', { name: file.name })} onClick={() => onChange(files.filter((_, j) => j !== i))} />
        </HStack>
      ))}
      {error && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {t(error)}
        </Text>
      )}
    </Stack>
  );
}
