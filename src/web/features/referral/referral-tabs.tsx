// The three pages of the Referral area, each with its own address (000 §2 "/referral,
// /referral/program, /referral/statistic"), as link tabs under the page header.
import { LinkTabs } from '@web/ui';

const TABS = [
  { label: 'My referral links', path: '/referral' },
  { label: 'Programs', path: '/referral/program' },
  { label: 'Statistic', path: '/referral/statistic' },
] as const;

export function ReferralTabs() {
  return <LinkTabs label="Referral" tabs={TABS} />;
}
