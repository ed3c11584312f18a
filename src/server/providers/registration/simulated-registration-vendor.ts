// The built-in registration vendor (decision 45): answers like the real registries, deterministically.
// - A submission is accepted at once and reviewed for `reviewMs` (minutes by default; REGISTRATION_REVIEW_MS
//   shortens it for the demo and the e2e run), then approved or rejected by the rules below.
// - The decision and the submission time travel in the reference it answers, so a status read after
//   a restart gives the same answer; nothing is kept but the outage counters.
// - One vendor is unreliable the way real ones are: it is down for the first two submissions of every
//   request and the first status read of every reference, so the platform's retries are seen working.
//   setOutage() takes any vendor down (tests).
// Rules (each reason says what to fix):
// - brand: an EIN starting 00 is not in the IRS records; a company name that reads "test" is refused;
// - use case: at least one sample must name the brand; throughput 75/min for LOW_VOLUME, 15 for
//   SOLE_PROPRIETOR, 4,500 otherwise (the carriers' standard tier);
// - toll-free: the opt-in proof must be an https URL; no throughput cap.
import type { RegistrationKind, RegistrationVendorInfo } from '@domain/registrations';
import type { Clock } from '../../lib/time';
import {
  VendorUnavailableError,
  type RegistrationSubmission,
  type RegistrationVendor,
  type ReviewStatus,
} from './registration-vendor';

export const SIMULATED_VENDORS: readonly RegistrationVendorInfo[] = [
  { id: 'registry-direct', name: 'Campaign registry, direct (simulated)', kinds: ['brand', 'use-case'] },
  { id: 'registry-reseller', name: 'Campaign registry through a reseller (simulated, unreliable)', kinds: ['brand', 'use-case'] },
  { id: 'toll-free-aggregator', name: 'Toll-free verification aggregator (simulated)', kinds: ['toll-free'] },
];
const UNRELIABLE = 'registry-reseller';
const SUBMIT_FAILURES = 2;

/** Reasons by code; the code travels in the reference. */
export const REJECTION_REASONS = [
  'The EIN was not found in the IRS records for this legal company name. Correct the EIN or the company name and resubmit.',
  'The legal company name looks like a test entry. Use the name registered with the IRS and resubmit.',
  'Sample messages must name the brand so recipients know who is texting them. Add the brand name to the samples and resubmit.',
  'The opt-in proof URL must be a public https page that shows how recipients consent. Add it and resubmit.',
] as const;

const THROUGHPUT_BY_USE_CASE: Readonly<Record<string, number>> = { LOW_VOLUME: 75, SOLE_PROPRIETOR: 15 };
const STANDARD_THROUGHPUT = 4_500;

/** 'A<throughput>' / 'AN' (approved, no cap) or 'R<reason index>'. */
function decide(kind: RegistrationKind, fields: Record<string, unknown>): string {
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  if (kind === 'brand') {
    if (text('ein').replace(/\D/g, '').startsWith('00')) return 'R0';
    if (/\btest\b/i.test(text('companyName'))) return 'R1';
    return 'AN';
  }
  if (kind === 'use-case') {
    const brand = text('brandName').trim().toLowerCase();
    const samples = Array.isArray(fields.samples) ? fields.samples.filter((s): s is string => typeof s === 'string') : [];
    if (brand !== '' && !samples.some((s) => s.toLowerCase().includes(brand))) return 'R2';
    return `A${THROUGHPUT_BY_USE_CASE[text('usecaseType')] ?? STANDARD_THROUGHPUT}`;
  }
  return /^https:\/\/[^/\s]+\.[^/\s]+/i.test(text('optInProofUrl')) ? 'AN' : 'R3';
}

export interface SimulatedRegistrationVendorOptions {
  now: Clock;
  /** How long a review takes. */
  reviewMs: number;
}

export class SimulatedRegistrationVendor implements RegistrationVendor {
  private readonly submitAttempts = new Map<string, number>();
  private readonly statusReads = new Set<string>();
  private readonly down = new Set<string>();

  constructor(private readonly options: SimulatedRegistrationVendorOptions) {}

  vendors(): RegistrationVendorInfo[] {
    return SIMULATED_VENDORS.map((v) => ({ ...v, kinds: [...v.kinds] }));
  }

  /** Takes a vendor down (or brings it back) until told otherwise. */
  setOutage(vendorId: string, down: boolean): void {
    if (down) this.down.add(vendorId);
    else this.down.delete(vendorId);
  }

  async submit(submission: RegistrationSubmission): Promise<{ vendorRef: string }> {
    const vendor = SIMULATED_VENDORS.find((v) => v.id === submission.vendorId);
    if (!vendor || !vendor.kinds.includes(submission.kind)) throw new Error(`vendor ${submission.vendorId} does not register ${submission.kind}`);
    this.failIfDown(vendor.id);
    if (vendor.id === UNRELIABLE) {
      const key = `${submission.kind}:${submission.reference}`;
      const attempts = (this.submitAttempts.get(key) ?? 0) + 1;
      this.submitAttempts.set(key, attempts);
      if (attempts <= SUBMIT_FAILURES) throw new VendorUnavailableError('503 from the registry');
    }
    const at = this.options.now().getTime().toString(36);
    return { vendorRef: `${vendor.id}.${submission.kind}.${at}.${decide(submission.kind, submission.fields)}` };
  }

  async status(vendorRef: string): Promise<ReviewStatus> {
    const [vendorId, , at, code] = vendorRef.split('.');
    if (!vendorId || !at || !code) throw new Error(`not a reference of this vendor: ${vendorRef}`);
    this.failIfDown(vendorId);
    if (vendorId === UNRELIABLE && !this.statusReads.has(vendorRef)) {
      this.statusReads.add(vendorRef);
      throw new VendorUnavailableError('timeout from the registry');
    }
    if (this.options.now().getTime() < parseInt(at, 36) + this.options.reviewMs) return { state: 'in-review' };
    if (code.startsWith('R')) return { state: 'rejected', reason: REJECTION_REASONS[Number(code.slice(1))] ?? REJECTION_REASONS[0] };
    return { state: 'approved', throughputPerMinute: code === 'AN' ? null : Number(code.slice(1)) };
  }

  private failIfDown(vendorId: string): void {
    if (this.down.has(vendorId)) throw new VendorUnavailableError(`${vendorId} is down`);
  }
}
