// The wizard's third step (000 §3 "Campaign compose"): what the message says. Texts (SMS, SMS2, MMS,
// MMSE) pick creatives or write one on the fly, link an offer through short links on a domain group
// and carry an opt-out link; every type may attach media; voice and voicemail speak an audio
// configuration or answer with an AI agent. Only the fields of the chosen message type are shown.
import { Stack } from '@chakra-ui/react';
import { isTextType } from '@domain/campaign-compose/rules/message-types';
import type { StepProps } from '../step-props';
import { MediaFields, VoiceFields } from './content-media-fields';
import { LinkFields, MessageFields } from './content-text-fields';

export function ContentStep(props: StepProps) {
  const text = isTextType(props.compose.messageType);
  return (
    <Stack gap="6">
      {text && <MessageFields {...props} />}
      {text && <LinkFields {...props} />}
      <MediaFields {...props} />
      {!text && <VoiceFields {...props} />}
    </Stack>
  );
}
