// Import contacts into a group (000 §3, §9): choose CSV/TXT files (300 MB each at most), confirm
// each file's separator and header row against a preview of its first rows, map its columns
// (Phone in every file, Link optional, other columns to contact fields or custom ones), upload the
// files, then follow the import task to its counts. Only each file's head is read in the browser;
// the plain-TypeScript steps (guesses, checks, the request) sit beside this file with unit tests.
// Closing the dialog discards it all (its content unmounts): uploads abort, polling stops.
import { Alert, Button, CloseButton, Dialog, HStack, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ContactGroup, ImportRequest } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { ColumnMappingCard } from './column-mapping';
import { FIELD_LABELS } from './field-labels';
import { FileSettings } from './file-settings';
import { ImportProgress } from './import-progress';
import { buildImportRequest, mappingProblem, oversizedFiles, type FileProblem } from './import-request';
import { needsParse, prepareFile, reparse, sameChoices, withChoices, withColumn, type ChosenFile, type FileChoices } from './prepare-file';
import { UploadStep } from './upload-step';

export type ImportContactsDialogProps = {
  group: ContactGroup;
  open: boolean;
  onClose(): void;
  onImported(): void;
};

/** importRequestSchema takes at most 20 files per import. */
export const MAX_FILES = 20;

type Step = 'files' | 'mapping' | 'uploading' | 'importing';

const STEP_TITLES: Record<Step, string> = {
  files: 'Choose files',
  mapping: 'Map columns',
  uploading: 'Uploading files',
  importing: 'Importing contacts',
};

export function ImportContactsDialog({ group, open, onClose, onImported }: ImportContactsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside" lazyMount unmountOnExit closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ImportWizard group={group} onClose={onClose} onImported={onImported} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ImportWizard({ group, onClose, onImported }: Omit<ImportContactsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('files');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [refused, setRefused] = useState<FileProblem[]>([]);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [request, setRequest] = useState<ImportRequest | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const tooBig = oversizedFiles(picked);
    const room = MAX_FILES - files.length;
    const accepted = picked.filter((f) => !tooBig.some((p) => p.fileName === f.name)).slice(0, Math.max(0, room));
    const overLimit = picked.length - tooBig.length - accepted.length;
    setRefused([
      ...tooBig,
      ...(overLimit > 0 ? [{ fileName: '', text: 'At most {{n}} files per import', params: { n: String(MAX_FILES) } }] : []),
    ]);
    setProblem(null);
    setReading(true);
    try {
      const prepared = await Promise.all(accepted.map((file) => prepareFile(file, `file-${nextId.current++}`)));
      setFiles((list) => [...list, ...prepared]);
    } finally {
      setReading(false);
    }
  };

  const change = (id: string, changes: FileChoices) => {
    setFiles((list) => list.map((f) => (f.id === id ? withChoices(f, changes) : f)));
  };

  // A changed separator or header choice is parsed again; a parse whose choices were changed
  // meanwhile is dropped (the next run parses the newer ones).
  useEffect(() => {
    const stale = files.filter(needsParse);
    if (stale.length === 0) return;
    let live = true;
    for (const chosen of stale) {
      void reparse(chosen).then((next) => {
        if (!live) return;
        setFiles((list) => list.map((f) => (f.id === next.id && sameChoices(f.draft, next.parsedWith) ? next : f)));
      });
    }
    return () => {
      live = false;
    };
  }, [files]);

  const toMapping = () => {
    setProblem(null);
    setStep('mapping');
  };

  const startUpload = () => {
    const found = mappingProblem(
      files.map((f) => f.draft),
      (field) => t(FIELD_LABELS[field]),
    );
    setProblem(found);
    if (!found) setStep('uploading');
  };

  const uploaded = useCallback(
    (uploadIds: string[]) => {
      setRequest(buildImportRequest(files.map((f) => f.draft), uploadIds));
      setStep('importing');
    },
    [files],
  );
  const backToMapping = useCallback(() => setStep('mapping'), []);

  const separatorMissing = (f: ChosenFile) => f.draft.separator === 'other' && f.draft.otherSeparator.length !== 1;
  const usable = files.length > 0 && files.every((f) => f.problem === null && !needsParse(f) && !separatorMissing(f)) && !reading;

  return (
    <>
      <Dialog.Header>
        <Stack gap="0">
          <Dialog.Title>{t('Import contacts')}</Dialog.Title>
          <Text textStyle="sm" color="fg.muted">
            {group.name} · {t(STEP_TITLES[step])}
          </Text>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {step === 'files' && (
          <Stack gap="4">
            <HStack gap="3" wrap="wrap">
              <VisuallyHidden asChild>
                <input ref={input} type="file" multiple accept=".csv,.txt,text/csv,text/plain" aria-label={t('Choose CSV or TXT files')} onChange={(e) => void choose(e)} />
              </VisuallyHidden>
              <Button variant="outline" onClick={() => input.current?.click()} loading={reading} disabled={files.length >= MAX_FILES}>
                {files.length === 0 ? t('Choose files') : t('Add files')}
              </Button>
              <Text textStyle="sm" color="fg.muted">
                {t('CSV or TXT files, up to 300 MB each.')}
              </Text>
            </HStack>
            {refused.map((p) => (
              <Text key={p.fileName + p.text} color="fg.error" textStyle="sm" role="alert">
                {t(p.text, p.params)}
              </Text>
            ))}
            {files.map((chosen) => (
              <FileSettings
                key={chosen.id}
                chosen={chosen}
                onChange={(changes) => change(chosen.id, changes)}
                onRemove={() => setFiles((list) => list.filter((f) => f.id !== chosen.id))}
              />
            ))}
          </Stack>
        )}

        {step === 'mapping' && (
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {t('Phone must be mapped in every file; Link is optional. Other columns become contact fields or custom fields under their header.')}
            </Text>
            {files.map((chosen) => (
              <ColumnMappingCard
                key={chosen.id}
                chosen={chosen}
                onMap={(index, mapping) => {
                  setProblem(null);
                  setFiles((list) => list.map((f) => (f.id === chosen.id ? withColumn(f, index, mapping) : f)));
                }}
              />
            ))}
            {problem && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{t(problem.text, problem.params)}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        )}

        {step === 'uploading' && <UploadStep groupId={group.id} files={files} onUploaded={uploaded} onBack={backToMapping} />}

        {step === 'importing' && request && (
          <ImportProgress groupId={group.id} request={request} onBack={backToMapping} onSucceeded={onImported} onClose={onClose} />
        )}
      </Dialog.Body>
      {(step === 'files' || step === 'mapping') && (
        <Dialog.Footer>
          <Button variant="outline" onClick={step === 'files' ? onClose : () => setStep('files')}>
            {step === 'files' ? t('Cancel') : t('Back')}
          </Button>
          {step === 'files' ? (
            <Button colorPalette="accent" disabled={!usable} onClick={toMapping}>
              {t('Next')}
            </Button>
          ) : (
            <Button colorPalette="accent" onClick={startUpload}>
              {t('Import')}
            </Button>
          )}
        </Dialog.Footer>
      )}
    </>
  );
}
