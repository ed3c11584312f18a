// The registration vendor 10DLC brands, use cases and toll-free verifications are registered
// through (issue 14; decision 45). Real registries (the campaign registry behind 10DLC, the toll-free
// verification aggregators) take a submission, answer with their reference at once, review for
// minutes to days, and then approve or reject with a reason; they are also sometimes down. The
// built-in simulator (simulated-registration-vendor.ts) is the default; a real client implements
// the same three calls, and the registration sweep (modules/registrations) cannot tell them apart.
import type { RegistrationKind, RegistrationVendorInfo } from '@domain/registrations';

export interface RegistrationSubmission {
  kind: RegistrationKind;
  /** Which of vendors() it goes through. */
  vendorId: string;
  /** Our request's id, so a resent submission after a timeout is recognised by the vendor. */
  reference: string;
  /**
   * The fields as the vendor's form asks for them. The simulator reads a few (see its rules):
   * brand: ein, companyName; use case: brandName, samples (string[]), usecaseType; toll-free: optInProofUrl.
   */
  fields: Record<string, unknown>;
}

export type ReviewStatus =
  | { state: 'in-review' }
  | { state: 'approved'; throughputPerMinute: number | null }
  | { state: 'rejected'; reason: string };

/** The vendor cannot be reached or answers with a server error: try again later, nothing was decided. */
export class VendorUnavailableError extends Error {
  constructor(message = 'registration vendor unavailable') {
    super(message);
    this.name = 'VendorUnavailableError';
  }
}

export interface RegistrationVendor {
  /** The vendors a user may pick, with what each registers. */
  vendors(): RegistrationVendorInfo[];
  /** Sends a request for review; answers the vendor's reference. Throws VendorUnavailableError when down. */
  submit(submission: RegistrationSubmission): Promise<{ vendorRef: string }>;
  /** Where the review stands. Throws VendorUnavailableError when down. */
  status(vendorRef: string): Promise<ReviewStatus>;
}
