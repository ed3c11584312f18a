// A responder's status (000 §4: Pending -1, Disabled 0, Enabled 1) in words and colour. The spec
// gives no colour map for it: enabled reads as success, disabled as danger, pending as pending.
import { RESPONDER_STATUSES, type ResponderStatus } from '@domain/responders';
import type { StatusColorMap } from '@domain/status-colors';

export const STATUS_LABELS: Readonly<Record<ResponderStatus, string>> = {
  [RESPONDER_STATUSES.pending]: 'Pending',
  [RESPONDER_STATUSES.disabled]: 'Disabled',
  [RESPONDER_STATUSES.enabled]: 'Enabled',
};

export const responderStatusColors: StatusColorMap = {
  tones: { pending: 'pending', disabled: 'danger', enabled: 'success' },
  otherwise: null,
};

export const RESPONDER_STATUS_OPTIONS: readonly ResponderStatus[] = [RESPONDER_STATUSES.enabled, RESPONDER_STATUSES.disabled, RESPONDER_STATUSES.pending];

export function parseStatus(text: string | null): ResponderStatus | undefined {
  return RESPONDER_STATUS_OPTIONS.find((s) => String(s) === text);
}
