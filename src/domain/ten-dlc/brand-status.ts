// The brand status a screen shows (000 §4: PROCESSING, COMPLETED, REQUESTING, ACTIVE, FAILED,
// DEACTIVATED, EXPIRED) read from the brand's newest registration request (decision 45 keeps the
// state there): requesting -> REQUESTING, register pending -> PROCESSING, registered -> ACTIVE,
// rejected -> FAILED; never sent -> null (a draft). COMPLETED, DEACTIVATED and EXPIRED are the
// registry's own later states (a brand it deactivates or lets lapse); the simulator never answers
// them, so nothing maps to them yet, but the list and the badges know them. Decision 48.
import { z } from 'zod';
import type { RegistrationState } from '../registrations';
import { generalStatusColors, type StatusColorMap } from '../status-colors';

export const BRAND_STATUSES = ['PROCESSING', 'COMPLETED', 'REQUESTING', 'ACTIVE', 'FAILED', 'DEACTIVATED', 'EXPIRED'] as const;
export const brandStatusSchema = z.enum(BRAND_STATUSES);
export type BrandStatus = z.infer<typeof brandStatusSchema>;

const BY_STATE: Readonly<Record<RegistrationState, BrandStatus>> = {
  requesting: 'REQUESTING',
  'register pending': 'PROCESSING',
  registered: 'ACTIVE',
  rejected: 'FAILED',
};

export function brandStatusOf(state: RegistrationState | null | undefined): BrandStatus | null {
  return state ? BY_STATE[state] : null;
}

/** Brand badges: the spec's general colours (completed and active success; failed, deactivated, expired danger; others pending). */
export const brandStatusColors: StatusColorMap = generalStatusColors;

/**
 * The 10-DLC state badges (000 §4 "requesting, register pending, registered", and rejected):
 * registered success, rejected danger, register pending processing, requesting pending.
 */
export const registrationStateColors: StatusColorMap = {
  tones: { requesting: 'pending', register_pending: 'processing', registered: 'success', rejected: 'danger' },
  otherwise: null,
};
