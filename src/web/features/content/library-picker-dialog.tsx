// "Choose from library": the user's media files (GET /media, newest first, searchable by name),
// each with its thumbnail or duration, to attach to the creative one by one. The dialog stays open
// so several files can be picked; a file already attached says so, and nothing more can be picked
// once the creative holds the most it may.
import { useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Field } from '@chakra-ui/react';
import type { CreativeAttachment } from '@domain/creatives';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, useDebouncedValue, useLoad } from '@web/ui';
import { toAttachment } from './attachment-files';
import { AttachmentSummary } from './attachment-thumb';
import { listLibrary } from './content-api';

/** The picker shows this many of the newest files that match the search. */
const PICKER_LIMIT = 100;

type Props = { open: boolean; onClose: () => void; attachedIds: readonly number[]; full: boolean; onPick: (file: CreativeAttachment) => void };

export function LibraryPickerDialog({ open, onClose, attachedIds, full, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Choose from library')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LibraryList attachedIds={attachedIds} full={full} onPick={onPick} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="accent" onClick={onClose}>
                {t('Done')}
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

function LibraryList({ attachedIds, full, onPick }: Omit<Props, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const loaded = useLoad((signal) => listLibrary({ offset: 0, limit: PICKER_LIMIT, search: query }, signal), [query]);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t('Search by file name')}</Field.Label>
        <Input value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </Field.Root>
      {loaded.failed ? (
        <EmptyState title="The media files could not be loaded" onRetry={loaded.retry} />
      ) : !loaded.data ? (
        <LoadingSkeleton />
      ) : loaded.data.items.length === 0 ? (
        <EmptyState title="No media files yet" description="Upload files here or on the Media page." />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('Media files')}>
          {loaded.data.items.map((file) => {
            const attached = attachedIds.includes(file.id);
            return (
              <HStack as="li" key={file.id} gap="3" borderWidth="1px" rounded="md" p="2">
                <AttachmentSummary file={toAttachment(file)} />
                <Button
                  size="sm"
                  variant="outline"
                  disabled={attached || full}
                  aria-label={t(attached ? '{{name}} is attached' : 'Attach {{name}}', { name: file.fileName })}
                  onClick={() => onPick(toAttachment(file))}
                >
                  {t(attached ? 'Attached' : 'Attach')}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
