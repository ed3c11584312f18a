// The spec's status colour maps (000 §4, 001 §4) as data, so every badge in the app reads a status
// the same way and the web layer only decides which palette a tone is drawn with. Statuses arrive
// in several spellings ('wait-payment', 'WAIT_PAYMENT', 'Wait payment'), so lookups normalise them.

export const STATUS_TONES = ['success', 'danger', 'primary', 'warning', 'pending', 'black', 'processing'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

export type StatusColorMap = {
  /** Tone per normalised status (see normaliseStatus). */
  tones: Readonly<Record<string, StatusTone>>;
  /** Tone of a status the map does not list; null where the spec names no "others" rule. */
  otherwise: StatusTone | null;
};

/** 'Wait payment', 'wait-payment' and 'WAIT_PAYMENT' all become 'wait_payment'. */
export function normaliseStatus(status: string): string {
  return status.trim().toLowerCase().replace(/[\s_-]+/g, '_');
}

function defineMap(groups: Partial<Record<StatusTone, readonly string[]>>, otherwise: StatusTone | null): StatusColorMap {
  const tones: Record<string, StatusTone> = {};
  for (const tone of STATUS_TONES) {
    for (const status of groups[tone] ?? []) tones[normaliseStatus(status)] = tone;
  }
  return { tones, otherwise };
}

/** Campaign process colours. */
export const processStatusColors = defineMap(
  {
    success: ['COMPLETED', 'SUCCESSFUL'],
    danger: ['STOPPED', 'ERROR', 'CRASH', 'PAUSED', 'PAUSED_SYSTEM_MAINTENANCE'],
    primary: ['DISTRIBUTED', 'MAINTAIN', 'RUNNING'],
    black: ['INIT'],
  },
  null,
);

/**
 * A campaign's state (issue 10) in the process colours' tones: running and waiting to run primary,
 * completed success, paused (by the sender or for a number) danger. A draft waits for its sender;
 * uncompleted (the stop time or the auto-stop threshold ended it early) is a warning, ours.
 */
export const campaignStatusColors = defineMap(
  {
    pending: ['draft'],
    primary: ['queued', 'scheduled', 'running'],
    success: ['completed'],
    danger: ['paused', 'paused_number_unavailable'],
    warning: ['uncompleted'],
  },
  null,
);

/** Background process colours. */
export const backgroundStatusColors = defineMap(
  {
    primary: ['RUNNING', 'PENDING'],
    success: ['APPROVED', 'COMPLETED', 'RELEASED'],
    danger: ['ERROR', 'FAILED', 'ROLLBACK', 'PAUSED'],
    warning: ['RELEASING', 'ROLLING_BACK'],
  },
  null,
);

/** General statuses (brands and the like): completed and active success; failed, deactivated, expired danger; others pending. */
export const generalStatusColors = defineMap(
  { success: ['completed', 'active'], danger: ['failed', 'deactivated', 'expired'] },
  'pending',
);

/** Approval: approved success, pending pending, rejected danger. */
export const approvalStatusColors = defineMap(
  { success: ['approved'], pending: ['pending'], danger: ['rejected'] },
  null,
);

/** Order badges: succeeded success, failed danger, wait-payment pending, others processing. */
export const orderStatusColors = defineMap(
  { success: ['succeeded'], danger: ['failed'], pending: ['wait-payment'] },
  'processing',
);

/** The tone of a status in a map, or null when the map has no colour for it (a neutral badge). */
export function statusTone(map: StatusColorMap, status: string): StatusTone | null {
  return map.tones[normaliseStatus(status)] ?? map.otherwise;
}
