// A responder's status with the switch that turns it on or off (000 §4: Pending -1, Disabled 0,
// Enabled 1). 001 §2: "if the server answers anything but success the user is warned that at
// least one keyword is required"; the switch then shows the status as it was.
import { useEffect, useRef, useState } from 'react';
import { HStack, Switch } from '@chakra-ui/react';
import { RESPONDER_STATUSES, responderMessages, type Responder } from '@domain/responders';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { StatusBadge, notify, showRefusal } from '@web/ui';
import { switchResponderStatus } from './responders-api';
import { STATUS_LABELS, responderStatusColors } from './responder-status';

export function StatusSwitch({ responder, onChanged }: { responder: Responder; onChanged: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState(responder.status);
  const [busy, setBusy] = useState(false);
  // The switch's checkbox is toggled by the click itself; a refused change puts it back (zag only
  // syncs it when the controlled value changes).
  const input = useRef<HTMLInputElement>(null);
  const label = STATUS_LABELS[status];
  // A reloaded list brings the status as the server holds it.
  useEffect(() => {
    setStatus(responder.status);
  }, [responder.status]);

  const change = async (on: boolean) => {
    const next = on ? RESPONDER_STATUSES.enabled : RESPONDER_STATUSES.disabled;
    setBusy(true);
    try {
      if (await switchResponderStatus(responder.id, next)) {
        setStatus(next);
        notify({ type: 'success', description: 'Updated' });
        onChanged();
      } else {
        notify({ type: 'warning', description: responderMessages.keywordRequired });
      }
    } catch (error) {
      // A refusal is an answer other than success too; a lost connection says so instead.
      if (isApiRequestError(error) && error.status !== undefined && error.status < 500) notify({ type: 'warning', description: responderMessages.keywordRequired });
      else showRefusal(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.checked = input.current.defaultChecked;
    }
  };

  return (
    <HStack gap="2">
      <Switch.Root
        size="sm"
        colorPalette="accent"
        checked={status === RESPONDER_STATUSES.enabled}
        disabled={busy}
        onCheckedChange={(d) => void change(d.checked)}
      >
        <Switch.HiddenInput ref={input} aria-label={t('Enable {{title}}', { title: responder.title })} />
        <Switch.Control />
      </Switch.Root>
      <StatusBadge status={label} map={responderStatusColors} label={t(label)} />
    </HStack>
  );
}
