// One form body per action type, in the spec's words (001 §3 "Actions"). send_message has its own
// file; the others are short.
import { HTTP_METHODS, type Action } from '@domain/responder-flow';
import type { ResponderLibrary } from '../library';
import { AltRouteFields } from './alt-route-fields';
import { NameValueRows } from './name-value-rows';
import { NumberInput, SelectInput, TextInput } from './fields';
import { SendMessageFields } from './send-message-fields';

/** groupUUID: the contact group the contacts an action reaches are added to. */
function GroupField({ library, disabled }: { library: ResponderLibrary; disabled?: boolean }) {
  const choices = (library.contactGroups ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  return <SelectInput name="groupUUID" label="Add reached contacts to group" empty="No group" choices={choices} disabled={disabled} />;
}

function AudioFields({ library, disabled }: { library: ResponderLibrary; disabled?: boolean }) {
  return (
    <>
      <SelectInput name="mediaId" label="Media" empty="No media" choices={library.media.filter((m) => m.kind === 'audio').map((m) => ({ value: m.id, label: m.name }))} disabled={disabled} />
      <SelectInput name="audioBuilderConfigId" label="Audio builder settings" empty="No audio builder settings" choices={library.audioConfigs.map((a) => ({ value: a.id, label: a.name }))} disabled={disabled} />
    </>
  );
}

export function ActionFields({ type, library, disabled }: { type: Action['type']; library: ResponderLibrary; disabled?: boolean }) {
  switch (type) {
    case 'send_message':
      return (
        <>
          <SendMessageFields library={library} disabled={disabled} />
          <GroupField library={library} disabled={disabled} />
        </>
      );
    case 'fire_request':
      return (
        <>
          <TextInput name="url" label="Webhook URL" type="url" disabled={disabled} />
          <SelectInput name="method" label="Method" choices={HTTP_METHODS.map((m) => ({ value: m, label: m }))} disabled={disabled} />
          <NameValueRows name="params" label="Params" disabled={disabled} />
          <NameValueRows name="headers" label="Headers" disabled={disabled} />
        </>
      );
    case 'send_voice':
      return (
        <>
          <TextInput name="impressionUrl" label="Impression URL" type="url" disabled={disabled} />
          <AudioFields library={library} disabled={disabled} />
          <NumberInput name="delayedMinute" label="Delay (minutes)" step={0.001} disabled={disabled} />
          <AltRouteFields library={library} voice disabled={disabled} />
          <GroupField library={library} disabled={disabled} />
        </>
      );
    case 'play_audio':
      return <AudioFields library={library} disabled={disabled} />;
    case 'forward_call':
      return (
        <>
          <TextInput name="phone" label="Phone" type="tel" disabled={disabled} />
          <TextInput name="variable" label="Variable" helperText="A contact field in square brackets, e.g. [agentPhone]" disabled={disabled} />
          <TextInput name="alternativeSip" label="Alternative SIP" disabled={disabled} />
        </>
      );
    case 'ai_agent':
      return (
        <>
          <SelectInput name="creativeId" label="Creative" empty="Choose a creative" choices={library.creatives.map((c) => ({ value: c.id, label: c.title }))} disabled={disabled} />
          <GroupField library={library} disabled={disabled} />
        </>
      );
  }
}
