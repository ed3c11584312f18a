// The content step's media and the fields of one type only: the media every type may attach (not
// as attachments for voice, which plays one audio), bcc for MMS, sanitizing and unicode for SMS,
// and for voice and voicemail the audio configuration, the AI agent (voice only), the DTMF timeout
// and AMD events.
import { Stack } from '@chakra-ui/react';
import { SANITIZING_MODES, type Compose } from '@domain/campaign-compose';
import { useTranslation } from '@web/i18n';
import { ComposeNumber, ComposeSelect, ComposeSwitch } from '../compose-fields';
import { problemAt, problemsAt, type StepProps } from '../step-props';
import { CheckListField } from './check-list-field';
import { FieldPair, ProblemLines, StepSection } from './step-section';

type Sanitizing = Compose['sanitizing'];
const SANITIZING_LABELS: Record<Sanitizing['mode'], string> = { none: 'No sanitizing', entireMessage: 'Entire message', tagOnly: 'Tag only' };
const sanitizingChoices = SANITIZING_MODES.map((m) => ({ value: m, label: SANITIZING_LABELS[m] }));

export function MediaFields({ compose, options, problems, onChange, disabled }: StepProps) {
  const { t } = useTranslation();
  const type = compose.messageType;
  const sanitize = (patch: Partial<Sanitizing>) => onChange({ sanitizing: { ...compose.sanitizing, ...patch } });
  return (
    <StepSection title="Media">
      <CheckListField
        label="Media"
        value={compose.media}
        choices={options.media.map((f) => ({
          value: f.id,
          label: f.name,
          hint: f.kind === 'audio' && f.durationSeconds !== null ? t('Audio · {{seconds}} s', { seconds: Math.round(f.durationSeconds) }) : t(f.kind === 'audio' ? 'Audio' : 'Image'),
        }))}
        onChange={(ids) => onChange({ media: ids })}
        problems={problems}
        path="media"
        disabled={disabled}
        empty={t('You have no media files yet.')}
      />
      {type !== 'VOICE' && (
        <ComposeSwitch label="Attach media" checked={compose.attachmentEnabled} onChange={(attachmentEnabled) => onChange({ attachmentEnabled })} disabled={disabled}>
          <ComposeNumber
            label="Number of attachments in a message"
            value={compose.numberOfAttachmentInMessage}
            onChange={(numberOfAttachmentInMessage) => onChange({ numberOfAttachmentInMessage })}
            error={problemAt(problems, 'numberOfAttachmentInMessage')}
            disabled={disabled}
          />
        </ComposeSwitch>
      )}
      <ProblemLines messages={problemsAt(problems, 'attachmentEnabled')} />
      {type === 'MMS' && (
        <ComposeSwitch label="Bcc" checked={compose.bccOn} onChange={(bccOn) => onChange({ bccOn })} disabled={disabled}>
          <ComposeNumber label="Bcc size" value={compose.bccSize} onChange={(bccSize) => onChange({ bccSize })} error={problemAt(problems, 'bccSize')} disabled={disabled} />
        </ComposeSwitch>
      )}
      <ProblemLines messages={problemsAt(problems, 'bccOn')} />
      {type === 'SMS' && (
        <Stack gap="3">
          <ComposeSelect
            label="Sanitizing"
            value={compose.sanitizing.mode}
            choices={sanitizingChoices}
            onChange={(mode) => sanitize({ mode: mode ?? 'none' })}
            error={problemAt(problems, 'sanitizing')}
            disabled={disabled}
          />
          <ComposeSwitch label="Unicode in the message" checked={compose.sanitizing.messageUnicode} onChange={(messageUnicode) => sanitize({ messageUnicode })} disabled={disabled} />
          <ComposeSwitch label="Unicode in tags" checked={compose.sanitizing.tagUnicode} onChange={(tagUnicode) => sanitize({ tagUnicode })} disabled={disabled} />
        </Stack>
      )}
    </StepSection>
  );
}

export function VoiceFields({ compose, options, problems, onChange, disabled }: StepProps) {
  return (
    <StepSection title="Voice" description="Voice without an agent plays a media file or an audio configuration.">
      <FieldPair>
        <ComposeSelect<number>
          label="Audio configuration"
          placeholder="No audio configuration"
          value={compose.audioBuilderSettings}
          choices={options.audioConfigs.map((a) => ({ value: a.id, label: a.name }))}
          onChange={(audioBuilderSettings) => onChange({ audioBuilderSettings })}
          error={problemAt(problems, 'audioBuilderSettings')}
          disabled={disabled}
        />
        {compose.messageType === 'VOICE' && (
          <ComposeSelect<number>
            label="Agent"
            placeholder="No agent"
            value={compose.agent}
            choices={options.aiAgents.map((a) => ({ value: a.id, label: a.name }))}
            onChange={(agent) => onChange({ agent })}
            error={problemAt(problems, 'agent')}
            disabled={disabled}
          />
        )}
        <ComposeNumber
          label="DTMF timeout (seconds)"
          value={compose.dtmfTimeout}
          onChange={(dtmfTimeout) => onChange({ dtmfTimeout })}
          error={problemAt(problems, 'dtmfTimeout')}
          disabled={disabled}
        />
      </FieldPair>
      <ComposeSwitch label="Send AMD events" checked={compose.amdEventEnabled} onChange={(amdEventEnabled) => onChange({ amdEventEnabled })} disabled={disabled} />
    </StepSection>
  );
}
