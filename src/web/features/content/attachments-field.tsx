// The creative's attachments (issue 7 "attachments (multiple upload, media types from the spec)"):
// files of the user's media library, in the order they are sent. Pick them from the library, or
// upload several at once: each goes into the library (POST /media/uploads, one call per file as the
// media page does) and is attached when it is in; a refused file shows the server's reason under
// its name and the others go on. Remove and move up/down change the list; at most 10 files.
import { useRef, useState } from 'react';
import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { CREATIVE_ATTACHMENTS_MAX, type CreativeAttachment } from '@domain/creatives';
import { MEDIA_EXTENSIONS, mediaExtension, mediaMessages } from '@domain/media';
import { messages } from '@domain/messages';
import { isApiRequestError } from '@web/api/api-request-error';
import { tMessage, useTranslation } from '@web/i18n';
import { ProgressBar } from '@web/ui';
import { moveAttachment, toAttachment } from './attachment-files';
import { AttachmentSummary } from './attachment-thumb';
import { uploadToLibrary } from './content-api';
import { LibraryPickerDialog } from './library-picker-dialog';

type Upload = { key: number; name: string; percent: number; error?: string };
type Values = { attachments: CreativeAttachment[] };

/** The form's status while uploads run: the page holds its Save until they are attached. */
export const ATTACHMENTS_UPLOADING = 'attachments-uploading';

const ACCEPT = MEDIA_EXTENSIONS.map((e) => `.${e}`).join(',');
const tooMany = `Attachments ${messages.atMost(CREATIVE_ATTACHMENTS_MAX)}`;
const reason = (error: unknown) => (isApiRequestError(error) ? error.message : mediaMessages.interrupted);

export function AttachmentsField() {
  const { t } = useTranslation();
  const { values, errors, setFieldValue, setStatus } = useFormikContext<Values>();
  const list = values.attachments;
  // Uploads finish one after the other: each adds to the latest list, not the one it started with.
  const latest = useRef(list);
  latest.current = list;
  const [picking, setPicking] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const full = list.length >= CREATIVE_ATTACHMENTS_MAX;
  // The server names attachmentIds; the form keeps the files themselves.
  const error: unknown = getIn(errors, 'attachmentIds') ?? getIn(errors, 'attachments');

  const set = (next: CreativeAttachment[]) => {
    latest.current = next;
    void setFieldValue('attachments', next);
  };
  const add = (file: CreativeAttachment) => {
    if (!latest.current.some((a) => a.id === file.id)) set([...latest.current, file]);
  };
  const patch = (key: number, next: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...next } : u)));

  const upload = async (files: File[]) => {
    const started = files.map((file, i): Upload & { file: File } => ({ key: Date.now() + i, name: file.name, percent: 0, file }));
    setUploads(started.map(({ key, name, percent }) => ({ key, name, percent })));
    setStatus(ATTACHMENTS_UPLOADING);
    for (const item of started) {
      if (!mediaExtension(item.name)) patch(item.key, { error: mediaMessages.typeByName(item.name) });
      else if (latest.current.length >= CREATIVE_ATTACHMENTS_MAX) patch(item.key, { error: tooMany });
      else {
        try {
          add(toAttachment(await uploadToLibrary(item.file, (percent) => patch(item.key, { percent }))));
          setUploads((all) => all.filter((u) => u.key !== item.key));
        } catch (failure) {
          patch(item.key, { error: reason(failure) });
        }
      }
    }
    setStatus(undefined);
  };

  return (
    <Stack gap="2" as="fieldset" aria-describedby="attachments-hint">
      <Text as="legend" textStyle="sm" fontWeight="medium">
        {t('Attachments')}
      </Text>
      <Text id="attachments-hint" textStyle="xs" color="fg.muted">
        {t('Images for MMS and audio for voice, from your media library: up to {{max}} files, sent in this order.', { max: CREATIVE_ATTACHMENTS_MAX })}
      </Text>
      {list.length > 0 && (
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t('Attached files')}>
          {list.map((file, i) => (
            <HStack as="li" key={file.id} gap="3" borderWidth="1px" rounded="md" p="2">
              <AttachmentSummary file={file} />
              <IconButton size="sm" variant="ghost" disabled={i === 0} aria-label={t('Move {{name}} up', { name: file.fileName })} onClick={() => set(moveAttachment(list, i, -1))}>
                ↑
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                disabled={i === list.length - 1}
                aria-label={t('Move {{name}} down', { name: file.fileName })}
                onClick={() => set(moveAttachment(list, i, 1))}
              >
                ↓
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label={t('Remove {{name}}', { name: file.fileName })} onClick={() => set(list.filter((a) => a.id !== file.id))}>
                ×
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      {uploads.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('Uploads')}>
          {uploads.map((u) => (
            <Box as="li" key={u.key} borderWidth="1px" rounded="md" p="2">
              <Text textStyle="sm" fontWeight="medium" truncate>
                {u.name}
              </Text>
              {u.error ? (
                <Text color="red.fg" textStyle="sm" role="alert">
                  {tMessage(u.error)}
                </Text>
              ) : (
                <ProgressBar value={u.percent} label={t('Upload of {{name}}', { name: u.name })} />
              )}
            </Box>
          ))}
        </Stack>
      )}
      {typeof error === 'string' && (
        <Text color="red.fg" textStyle="sm" role="alert">
          {tMessage(error)}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={full} onClick={() => setPicking(true)}>
          {t('Choose from library')}
        </Button>
        <Button size="sm" variant="outline" disabled={full} onClick={() => fileInput.current?.click()}>
          {t('Upload files')}
        </Button>
        <Input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT}
          display="none"
          aria-label={t('Upload files')}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            void upload(files);
          }}
        />
      </HStack>
      <LibraryPickerDialog open={picking} onClose={() => setPicking(false)} attachedIds={list.map((a) => a.id)} full={full} onPick={add} />
    </Stack>
  );
}
