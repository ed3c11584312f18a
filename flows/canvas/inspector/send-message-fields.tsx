// The send_message form (001 §3 "Actions"): where the text comes from (a creative, a message typed
// here, or the AI assistant), the offer and impression URL, MMS media, the delay, the opt-out link
// and an alternative route. Media show only for MMS: node save clears them for SMS.
import { Checkbox, Fieldset, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { MESSAGE_TYPES, type ActionOf } from '@domain/responder-flow';
import { useCanvasText } from '../canvas-text';
import type { ResponderLibrary } from '../library';
import { AltRouteFields } from './alt-route-fields';
import { NumberInput, SelectInput, TextAreaInput, TextInput } from './fields';

const SOURCE_CHOICES = [
  { value: 'creative', label: 'Creative' },
  { value: 'onfly', label: 'On-the-fly message' },
  { value: 'ai', label: 'AI assistant' },
] as const;

function MediaPicker({ library, disabled }: { library: ResponderLibrary; disabled?: boolean }) {
  const { t } = useCanvasText();
  const { values, setFieldValue } = useFormikContext<ActionOf<'send_message'>>();
  const images = library.media.filter((m) => m.kind === 'image');
  const toggle = (id: number, on: boolean) =>
    void setFieldValue('medias', on ? [...values.medias, id] : values.medias.filter((m) => m !== id));
  return (
    <Fieldset.Root size="sm" disabled={disabled}>
      <Fieldset.Legend>{t('Media')}</Fieldset.Legend>
      {images.length === 0 && <Text textStyle="sm" color="fg.muted">{t('No images in your media library yet')}</Text>}
      {images.map((m) => (
        <Checkbox.Root key={m.id} size="sm" colorPalette="accent" checked={values.medias.includes(m.id)} onCheckedChange={(d) => toggle(m.id, d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{m.name}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Fieldset.Root>
  );
}

export function SendMessageFields({ library, disabled }: { library: ResponderLibrary; disabled?: boolean }) {
  const { values } = useFormikContext<ActionOf<'send_message'>>();
  return (
    <>
      <SelectInput name="messageType" label="Message type" choices={MESSAGE_TYPES.map((m) => ({ value: m, label: m }))} disabled={disabled} />
      <SelectInput name="source" label="Message from" choices={SOURCE_CHOICES} translate disabled={disabled} />
      {values.source === 'creative' && (
        <SelectInput name="creativeId" label="Creative" empty="Choose a creative" choices={library.creatives.map((c) => ({ value: c.id, label: c.title }))} disabled={disabled} />
      )}
      {values.source === 'onfly' && <TextAreaInput name="message" label="Message" disabled={disabled} />}
      {values.source === 'ai' && (
        <SelectInput name="aiAssistantId" label="AI assistant" empty="Choose an AI assistant" choices={library.aiAssistants.map((a) => ({ value: a.id, label: a.name }))} disabled={disabled} />
      )}
      <SelectInput name="offerId" label="Offer" empty="No offer" choices={library.offers.map((o) => ({ value: o.id, label: o.title }))} disabled={disabled} />
      <TextInput name="impressionUrl" label="Impression URL" type="url" disabled={disabled} />
      {values.messageType === 'MMS' && <MediaPicker library={library} disabled={disabled} />}
      <NumberInput name="delayedMinute" label="Delay (minutes)" step={0.001} disabled={disabled} />
      <SelectInput name="optoutLinkId" label="Opt-out link" empty="No opt-out link" choices={library.optoutLinks.map((o) => ({ value: o.id, label: o.title }))} disabled={disabled} />
      <AltRouteFields library={library} disabled={disabled} />
    </>
  );
}
