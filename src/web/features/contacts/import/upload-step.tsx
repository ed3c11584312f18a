// Sends each file as it is (the server streams it to disk), one after the other, with a bar per
// file. A file that fails (network, 413 'file size too big') says so under its bar and Retry
// sends the files not yet uploaded; leaving the step (Back, closing the dialog) aborts the upload.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@web/api/error-text';
import { useTranslation, tMessage } from '@web/i18n';
import { uploadContactFile } from './import-api';
import type { ChosenFile } from './prepare-file';
import { ProgressBar } from '@web/ui';

type FileUpload = { percent: number; uploadId: string | null; error: string | null };

type Props = {
  groupId: number;
  files: readonly ChosenFile[];
  /** Every file is uploaded: their upload ids, in the files' order. */
  onUploaded: (uploadIds: string[]) => void;
  onBack: () => void;
};

const waiting = (): FileUpload => ({ percent: 0, uploadId: null, error: null });

export function UploadStep({ groupId, files, onUploaded, onBack }: Props) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<FileUpload[]>(() => files.map(waiting));
  const [running, setRunning] = useState(false);
  const done = useRef<(string | null)[]>(files.map(() => null));
  const abort = useRef<AbortController | null>(null);

  const update = (index: number, patch: Partial<FileUpload>) =>
    setUploads((list) => list.map((u, i) => (i === index ? { ...u, ...patch } : u)));

  const run = useCallback(async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    for (const [index, chosen] of files.entries()) {
      if (done.current[index]) continue;
      update(index, { error: null, percent: 0 });
      try {
        const answer = await uploadContactFile(
          groupId,
          chosen.file,
          (loaded, total) => update(index, { percent: total > 0 ? (loaded / total) * 100 : 0 }),
          controller.signal,
        );
        done.current[index] = answer.uploadId;
        update(index, { percent: 100, uploadId: answer.uploadId });
      } catch (error) {
        if (controller.signal.aborted) return;
        update(index, { error: errorText(error) });
        setRunning(false);
        return;
      }
    }
    setRunning(false);
    const ids = done.current.filter((id): id is string => id !== null);
    if (ids.length === files.length) onUploaded(ids);
  }, [files, groupId, onUploaded]);

  useEffect(() => {
    void run();
    return () => abort.current?.abort();
  }, [run]);

  const failed = uploads.some((u) => u.error !== null);
  return (
    <Stack gap="4">
      {files.map((chosen, index) => (
        <Stack key={chosen.id} gap="1">
          <Text textStyle="sm" fontWeight="medium" truncate>
            {chosen.file.name}
          </Text>
          <ProgressBar value={uploads[index].percent} label={t('Uploading {{fileName}}', { fileName: chosen.file.name })} colorPalette={uploads[index].error ? 'red' : 'accent'} />
          {uploads[index].error && (
            <Text textStyle="sm" color="fg.error" role="alert">
              {chosen.file.name}: {tMessage(uploads[index].error)}
            </Text>
          )}
        </Stack>
      ))}
      {failed && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('The upload stopped. Retry sends the files not uploaded yet.')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={onBack}>
          {t('Back')}
        </Button>
        {failed && (
          <Button colorPalette="accent" loading={running} onClick={() => void run()}>
            {t('Retry')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
