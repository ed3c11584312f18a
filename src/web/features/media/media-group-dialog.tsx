// Create or edit a media group: a name and the audio files it holds, in the order they were ticked
// (a tag bound to the group plays one of them). Only audio files can be in a group.
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useFormikContext, getIn } from 'formik';
import { audioBuilderMessages, mediaGroupInputSchema, type MediaGroup } from '@domain/audio-builder';
import type { MediaFile } from '@domain/media';
import { tMessage, useTranslation } from '@web/i18n';
import { FormDialog, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { saveMediaGroup } from './media-api';
import { formatDuration } from './media-formats';

type Values = { name: string; mediaIds: number[] };
const validate = zodValidate(mediaGroupInputSchema);

function AudioChecklist({ audio }: { audio: readonly MediaFile[] }) {
  const { t } = useTranslation();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<Values>();
  const error = submitCount > 0 ? getIn(errors, 'mediaIds') : undefined;
  const toggle = (id: number, on: boolean) =>
    void setFieldValue('mediaIds', on ? [...values.mediaIds, id] : values.mediaIds.filter((x) => x !== id));
  return (
    <Stack gap="2" role="group" aria-label={t('Audio files')}>
      <Text fontWeight="medium" textStyle="sm">
        {t('Audio files')}
      </Text>
      {audio.length === 0 && <Text color="fg.muted" textStyle="sm">{t('Upload audio files on the Media page first.')}</Text>}
      {audio.map((m) => (
        <Checkbox.Root key={m.id} checked={values.mediaIds.includes(m.id)} onCheckedChange={(e) => toggle(m.id, e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {m.fileName} ({formatDuration(m.durationSeconds ?? 0)})
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
      {typeof error === 'string' && (
        <Text color="fg.error" textStyle="sm">
          {tMessage(error)}
        </Text>
      )}
    </Stack>
  );
}

export function MediaGroupDialog({
  open, group, audio, onClose, onSaved,
}: { open: boolean; group: MediaGroup | null; audio: readonly MediaFile[]; onClose: () => void; onSaved: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={group ? 'Edit media group' : 'Create media group'}
      submitLabel="Save"
      onClose={onClose}
      initialValues={{ name: group?.name ?? '', mediaIds: group?.items.map((m) => m.id) ?? [] }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          await saveMediaGroup(group?.id ?? null, values);
          notify({ type: 'success', description: group ? 'Updated' : 'Created' });
          onSaved();
        } catch (error) {
          showFormError(error, helpers, ['name', 'mediaIds'], audioBuilderMessages.groupMissing);
        }
      }}
    >
      <TextField name="name" label="Name" required />
      <AudioChecklist audio={audio} />
    </FormDialog>
  );
}
