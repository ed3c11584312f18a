// The Referral pages (000 §2 "/referral, /referral/program, /referral/statistic"), one chunk; the
// public landing is its own chunk (referral-landing-page.tsx), loaded outside the login wall.
export { ReferralLinksPage } from './referral-links-page';
export { ReferralProgramsPage } from './referral-programs-page';
export { ReferralStatisticPage } from './referral-statistic-page';
