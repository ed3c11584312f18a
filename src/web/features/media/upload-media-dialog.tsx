// Upload several media files at once (000 §2 "/media"): pick files (the spec's types), then each is
// sent in turn with its own progress bar; a refused file shows the server's reason under its name
// (its bytes are not an allowed type, it is over the storage left ...) and the others go on.
// A file whose name is not an allowed type is refused here already, in the same words.
import { useRef, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { MEDIA_EXTENSIONS, mediaExtension, mediaMessages } from '@domain/media';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation, tMessage } from '@web/i18n';
import { ProgressBar } from '@web/ui';
import { uploadMedia } from './media-api';
import { formatBytes } from './media-formats';

type Item = { file: File; percent: number; status: 'waiting' | 'uploading' | 'done' | 'failed'; error?: string };

const ACCEPT = MEDIA_EXTENSIONS.map((e) => `.${e}`).join(',');

function reason(error: unknown): string {
  return isApiRequestError(error) ? error.message : mediaMessages.interrupted;
}

export function UploadMediaDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const patch = (index: number, next: Partial<Item>) => setItems((list) => list.map((item, i) => (i === index ? { ...item, ...next } : item)));

  const choose = (files: FileList | null) => {
    setItems(
      [...(files ?? [])].map((file) =>
        mediaExtension(file.name) ? { file, percent: 0, status: 'waiting' } : { file, percent: 0, status: 'failed', error: mediaMessages.typeByName(file.name) },
      ),
    );
  };

  const start = async () => {
    setBusy(true);
    abort.current = new AbortController();
    let uploaded = 0;
    for (const [index, item] of items.entries()) {
      if (item.status !== 'waiting') continue;
      patch(index, { status: 'uploading' });
      try {
        await uploadMedia(item.file, (percent) => patch(index, { percent }), abort.current.signal);
        patch(index, { status: 'done', percent: 100 });
        uploaded++;
      } catch (error) {
        patch(index, { status: 'failed', error: reason(error) });
      }
    }
    setBusy(false);
    if (uploaded > 0) onUploaded();
  };

  const close = () => {
    abort.current?.abort();
    setItems([]);
    onClose();
  };
  const waiting = items.some((i) => i.status === 'waiting');

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Upload media')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root disabled={busy}>
                  <Field.Label>{t('Files')}</Field.Label>
                  <Input type="file" multiple accept={ACCEPT} p="1" onChange={(e) => choose(e.currentTarget.files)} />
                  <Field.HelperText>{t('Images: jpg, jpeg, gif, png. Audio: mp3, wav, aac, ogg, webm, caf, flac. Audio over 60 s is too long for voicemail.')}</Field.HelperText>
                </Field.Root>
                {items.length > 0 && (
                  <Stack as="ul" gap="3" listStyleType="none" aria-label={t('Chosen files')}>
                    {items.map((item, index) => (
                      <Box as="li" key={`${item.file.name}-${index}`} borderWidth="1px" rounded="md" p="3">
                        <Text fontWeight="medium" truncate>
                          {item.file.name} <Text as="span" color="fg.muted" fontWeight="normal">({formatBytes(item.file.size)})</Text>
                        </Text>
                        {item.status === 'failed' ? (
                          <Text color="fg.error" textStyle="sm" role="alert">
                            {tMessage(item.error ?? '')}
                          </Text>
                        ) : item.status === 'done' ? (
                          <Text color="fg.success" textStyle="sm">
                            {t('Uploaded')}
                          </Text>
                        ) : (
                          <ProgressBar value={item.percent} label={t('Upload of {{name}}', { name: item.file.name })} />
                        )}
                      </Box>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t(busy || waiting ? 'Cancel' : 'Close')}
              </Button>
              <Button colorPalette="accent" loading={busy} disabled={!waiting} onClick={() => void start()}>
                {t('Upload')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
