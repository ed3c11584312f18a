// Create or edit an audio-builder config: a name and the tags (TagsEditor). Validated with the
// domain's schema (the server's too): [Main Audio] last, each tag bound as its rules say; a refusal
// from the server (a taken name, a file no longer there) shows under its field or tag.
import { audioBuilderConfigInputSchema, audioBuilderMessages, defaultAudioTags, type AudioBuilderConfig, type MediaGroup } from '@domain/audio-builder';
import type { MediaFile } from '@domain/media';
import { CheckboxField, FormDialog, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { saveAudioBuilderConfig } from './media-api';
import { TagsEditor, type ConfigValues } from './tags-editor';

const validate = zodValidate(audioBuilderConfigInputSchema);
const FIELDS = ['name', 'tags', 'tags.0', 'tags.1', 'tags.2'];

export function AudioConfigDialog({
  open, config, audio, groups, onClose, onSaved,
}: { open: boolean; config: AudioBuilderConfig | null; audio: readonly MediaFile[]; groups: readonly MediaGroup[]; onClose: () => void; onSaved: () => void }) {
  const initial: ConfigValues = config
    ? { name: config.name, useConfigAudio: config.useConfigAudio, tags: config.tags }
    : { name: '', useConfigAudio: true, tags: defaultAudioTags() };
  return (
    <FormDialog<ConfigValues>
      open={open}
      title={config ? 'Edit audio config' : 'Create audio config'}
      submitLabel="Save"
      size="lg"
      onClose={onClose}
      initialValues={initial}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          await saveAudioBuilderConfig(config?.id ?? null, values);
          notify({ type: 'success', description: config ? 'Updated' : 'Created' });
          onSaved();
        } catch (error) {
          showFormError(error, helpers, FIELDS, audioBuilderMessages.configMissing);
        }
      }}
    >
      <TextField name="name" label="Name" required />
      <CheckboxField name="useConfigAudio" label="Use this config's audio" helperText="Campaigns and responders play these tags instead of a single media file." />
      <TagsEditor audio={audio} groups={groups} />
    </FormDialog>
  );
}
