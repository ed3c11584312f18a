// What the simulated contact can do (issue 8 "play a contact"): start at a root, send an inbound
// reply, click the link, press a DTMF key, answer or miss a call, reach a machine (AMD), speak a
// voice command, or let time pass so the no-reply, no-click, no-DTMF and no-answer timers fire.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, Flex, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { DTMF_KEYS, type FlowNode } from '@domain/responder-flow';
import type { SimulationEvent } from '@domain/responder-simulation';
import { TRIGGER_LABELS } from '@flows/rules';
import { useTranslation } from '@web/i18n';

type Signal = Extract<SimulationEvent, { kind: 'signal' }>['trigger'];
/** What the contact can do that carries nothing, in the order a flow meets them. */
const SIGNALS: readonly Signal[] = ['click_link', 'answered_call', 'no_answer', 'amd', 'listen_call', 'forward_call', 'ai_agent_qualify', 'inbound_call', 'live_feed'];
const SIGNAL_TEXT: Record<Signal, string> = {
  click_link: 'Click the link',
  answered_call: 'Answer the call',
  no_answer: 'Miss the call',
  amd: 'Reach a machine (AMD)',
  listen_call: 'Listen to the end',
  forward_call: 'Take the forwarded call',
  ai_agent_qualify: 'Qualify with the AI agent',
  inbound_call: 'Call in',
  live_feed: 'Arrive by live feed',
};

/** One thing the contact can do: its field (labelled) and the button that plays it, as a form. */
function Row({ action, field, w = 'auto', onSubmit, children, disabled }: { action: string; field: string; w?: string; onSubmit: () => void; children: ReactNode; disabled: boolean }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={t(action)} style={w === 'auto' ? { flex: 1 } : undefined}>
      <HStack gap="2" align="flex-end">
        <Field.Root flex={w === 'auto' ? '1' : undefined} w={w === 'auto' ? undefined : w}>
          <Field.Label textStyle="xs">{t(field)}</Field.Label>
          {children}
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" disabled={disabled} flexShrink={0}>
          {t(action)}
        </Button>
      </HStack>
    </form>
  );
}

/** A small select of typed choices. */
function Choice<T extends string>({ value, options, onChange }: { value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(e) => onChange(options.find((o) => o.value === e.currentTarget.value)?.value ?? value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SimulatorControls({ roots, busy, onPlay }: { roots: readonly FlowNode[]; busy: boolean; onPlay: (event: SimulationEvent) => void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState('');
  const [reply, setReply] = useState('');
  const [spoken, setSpoken] = useState('');
  const [key, setKey] = useState<(typeof DTMF_KEYS)[number]>('1');
  const [minutes, setMinutes] = useState('1');
  const [signal, setSignal] = useState<Signal>('click_link');
  const startId = start || roots[0]?.trigger.id || '';
  const wait = Number(minutes);

  return (
    <Stack gap="2">
      <Row action="Start" field="Start at" disabled={busy || !startId} onSubmit={() => onPlay({ kind: 'start', triggerId: startId })}>
        <Choice value={startId} options={roots.map((r) => ({ value: r.trigger.id, label: `${r.label} · ${t(TRIGGER_LABELS[r.trigger.type])}` }))} onChange={setStart} />
      </Row>
      <Row action="Send reply" field="Inbound reply" disabled={busy || reply.trim() === ''} onSubmit={() => onPlay({ kind: 'inbound_message', text: reply.trim() })}>
        <Input size="sm" value={reply} onChange={(e) => setReply(e.currentTarget.value)} placeholder={t('YES')} maxLength={2000} />
      </Row>
      <Row action="Speak" field="Voice command" disabled={busy || spoken.trim() === ''} onSubmit={() => onPlay({ kind: 'voice_command', text: spoken.trim() })}>
        <Input size="sm" value={spoken} onChange={(e) => setSpoken(e.currentTarget.value)} maxLength={2000} />
      </Row>
      <Flex gap="3" wrap="wrap">
        <Row action="Press" field="DTMF key" w="20" disabled={busy} onSubmit={() => onPlay({ kind: 'dtmf', key })}>
          <Choice value={key} options={DTMF_KEYS.map((k) => ({ value: k, label: k }))} onChange={setKey} />
        </Row>
        <Row action="Let time pass" field="Minutes" w="24" disabled={busy || !(wait > 0)} onSubmit={() => onPlay({ kind: 'wait', minutes: wait })}>
          <Input size="sm" type="number" min={0} step="any" value={minutes} onChange={(e) => setMinutes(e.currentTarget.value)} />
        </Row>
      </Flex>
      <Row action="Play" field="The contact" disabled={busy} onSubmit={() => onPlay({ kind: 'signal', trigger: signal })}>
        <Choice value={signal} options={SIGNALS.map((s) => ({ value: s, label: t(SIGNAL_TEXT[s]) }))} onChange={setSignal} />
      </Row>
    </Stack>
  );
}
