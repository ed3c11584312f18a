// The demo accounts created at first start, one per login state worth showing. main.ts prints them;
// end-to-end and server tests sign in with them. The MFA account's secret is fixed so a test can
// compute its codes (TOTP, SHA1, 6 digits, 30 s): totpCode(MFA_DEMO_SECRET, new Date()).
import type { BillingStatus, Role, UserStatus } from '@domain/user';

export const MFA_DEMO_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface SeedLogin {
  email: string;
  password: string;
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
  status: UserStatus;
  billingStatus: BillingStatus;
  /** Starting credit in cents, granted through the ledger. */
  creditCents: number;
  passwordExpired?: boolean;
  mfaSecret?: string;
  /** What signing in with this account shows. */
  shows: string;
}

export const seedLogins: SeedLogin[] = [
  {
    email: 'admin@example.com', password: 'Admin#2026', username: 'admin', firstname: 'Ada', lastname: 'Admin',
    role: 'Super-Admin', status: 'Active', billingStatus: 'verified', creditCents: 100_000,
    shows: 'Super-Admin: every menu entry, the mail outbox',
  },
  {
    email: 'demo@example.com', password: 'Demo#2026', username: 'demo', firstname: 'Dana', lastname: 'Demo',
    role: 'Business-User', status: 'Active', billingStatus: 'verified', creditCents: 50_000,
    shows: 'Business-User with verified billing and $500.00 credit; contact groups, imports in Processes',
  },
  {
    email: 'expired@example.com', password: 'Expired#2026', username: 'expired', firstname: 'Eli', lastname: 'Expired',
    role: 'Business-User', status: 'Active', billingStatus: 'verified', creditCents: 10_000, passwordExpired: true,
    shows: 'password expired: login answers with a reset token',
  },
  {
    email: 'suspended@example.com', password: 'Suspended#2026', username: 'suspended', firstname: 'Sam', lastname: 'Suspended',
    role: 'Business-User', status: 'Suspended', billingStatus: 'verified', creditCents: 0,
    shows: 'account suspended: login refused with the status text',
  },
  {
    email: 'mfa@example.com', password: 'Mfa#2026', username: 'mfa', firstname: 'Max', lastname: 'Mfa',
    role: 'Business-User', status: 'Active', billingStatus: 'verified', creditCents: 10_000, mfaSecret: MFA_DEMO_SECRET,
    shows: `one-time code asked after the password (secret ${MFA_DEMO_SECRET})`,
  },
  {
    email: 'nobilling@example.com', password: 'NoBilling#2026', username: 'nobilling', firstname: 'Nora', lastname: 'NoBilling',
    role: 'Business-User', status: 'Active', billingStatus: 'not-have-billing', creditCents: 10_000,
    // Credit, so that once a Super-Admin verifies the billing information the user reaches the homepage.
    shows: 'no billing information: the billing warning, whose form asks a Super-Admin to verify it',
  },
  {
    email: 'reviewing@example.com', password: 'Reviewing#2026', username: 'reviewing', firstname: 'Rita', lastname: 'Reviewing',
    role: 'Business-User', status: 'Active', billingStatus: 'in-progress', creditCents: 10_000,
    shows: 'billing information being verified: the billing warning with the requested values read-only',
  },
  {
    email: 'lowbalance@example.com', password: 'LowBalance#2026', username: 'lowbalance', firstname: 'Leo', lastname: 'LowBalance',
    role: 'Business-User', status: 'Active', billingStatus: 'verified', creditCents: 0,
    shows: 'verified billing, $0.00 credit: the minimum-balance warning',
  },
  {
    email: 'agency@example.com', password: 'Agency#2026', username: 'agency', firstname: 'Agnes', lastname: 'Agency',
    role: 'Management-Agency', status: 'Active', billingStatus: 'verified', creditCents: 20_000,
    shows: 'Management-Agency: Users lists and edits only its own agents (decision 39)',
  },
];

export const seedLogin = (email: string): SeedLogin => {
  const login = seedLogins.find((l) => l.email === email);
  if (!login) throw new Error(`No seed login ${email}`);
  return login;
};
