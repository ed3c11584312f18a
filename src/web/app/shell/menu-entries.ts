// The spec's menu (000 §2 "Menu entries"): each entry shows only with its permission flag. Areas
// join this list when the issue that builds them lands, so the menu never leads to an empty page.
import type { IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { Permission } from '@domain/user';
import { DidsIcon } from '@web/features/dids/dids-icon';
import { MediaIcon } from '@web/features/media/media-icons';
import { MonitoringIcon } from '@web/features/monitoring/monitoring-icon';
import { SendIcon } from '@web/features/content/send-icon';
import { DomainsIcon } from '@web/features/domains/domains-icon';
import { RespondersIcon } from '@web/features/responders/responders-icon';
import { DashboardIcon, StatsIcon } from '@web/features/stats/stats-icon';
import { TrackerIcon } from '@web/features/performance-tracker/tracker-icon';
import { ErrorTrackerIcon } from '@web/features/error-tracker/error-tracker-icon';
import { BillingReviewIcon, SettingsIcon } from '@web/features/billing/billing-icons';
import { TollFreeIcon } from '@web/features/toll-free/toll-free-icon';
import { TenDlcIcon } from '@web/features/ten-dlc/ten-dlc-icon';
import { GuidesIcon } from '@web/features/guides/guides-icon';
import { TicketsIcon } from '@web/features/tickets/tickets-icon';
import { FeedbackIcon } from '@web/features/feedback/feedback-icon';
import { ReferralIcon } from '@web/features/referral/referral-icon';
import { ContactsIcon, HomeIcon, InboxIcon, MailIcon, ProcessesIcon, UserIcon, WalletIcon } from '@web/ui/icons';

export interface MenuEntry {
  /** The spec's entry name; also the i18n key. */
  label: string;
  path: string;
  icon: ComponentType<IconProps>;
  permission: Permission;
}

export const MENU_ENTRIES: MenuEntry[] = [
  { label: 'Homepage', path: '/', icon: HomeIcon, permission: 'home' },
  { label: 'Inbox', path: '/inbox', icon: InboxIcon, permission: 'inbox' },
  // Offers, creatives and opt-out links for now; the campaign wizard takes /send later.
  { label: 'Send', path: '/send', icon: SendIcon, permission: 'send' },
  { label: 'Responder', path: '/responders', icon: RespondersIcon, permission: 'responder' },
  { label: 'Domain', path: '/domain', icon: DomainsIcon, permission: 'domain' },
  { label: 'Contact Groups', path: '/contact/groups', icon: ContactsIcon, permission: 'contactGroups' },
  { label: 'Dids', path: '/dids', icon: DidsIcon, permission: 'dids' },
  { label: 'Monitoring', path: '/monitoring', icon: MonitoringIcon, permission: 'monitoring' },
  { label: 'Monitoring V2', path: '/monitoring-v2', icon: MonitoringIcon, permission: 'monitoringV2' },
  { label: 'Settings', path: '/settings', icon: SettingsIcon, permission: 'settings' },
  { label: 'Statistic', path: '/statistic', icon: StatsIcon, permission: 'statistic' },
  { label: 'Users', path: '/users', icon: UserIcon, permission: 'users' },
  // Registering senders with the carriers (issue 14; decision 48).
  { label: '10-DLC', path: '/10-dlc', icon: TenDlcIcon, permission: 'tenDlc' },
  // Tickets and feedback (issue 15; decision 51).
  { label: 'Feedback', path: '/feedback', icon: FeedbackIcon, permission: 'feedback' },
  { label: 'Tickets', path: '/tickets', icon: TicketsIcon, permission: 'tickets' },
  { label: 'Dashboard', path: '/analytics', icon: DashboardIcon, permission: 'dashboard' },
  { label: 'Tracker', path: '/performance-tracker', icon: TrackerIcon, permission: 'tracker' },
  { label: 'Error tracker', path: '/error-tracker', icon: ErrorTrackerIcon, permission: 'errorTracker' },
  { label: 'Media', path: '/media', icon: MediaIcon, permission: 'media' },
  // Toll-free verification (issue 14; decision 49).
  { label: 'Toll Free', path: '/tfn', icon: TollFreeIcon, permission: 'tollFree' },
  // Guides (issue 15; decision 50): every role reads its own; a Super-Admin edits them from there.
  { label: 'Guideline', path: '/guide', icon: GuidesIcon, permission: 'guideline' },
  // Referral programs, links and their statistics (issue 15; decision 52).
  { label: 'Referral', path: '/referral', icon: ReferralIcon, permission: 'referral' },
  { label: 'Processes', path: '/process', icon: ProcessesIcon, permission: 'processes' },
  { label: 'Mail outbox', path: '/admin/outbox', icon: MailIcon, permission: 'outbox' },
  { label: 'Billing review', path: '/billing-review', icon: BillingReviewIcon, permission: 'billingReview' },
  // A Super-Admin's review of bank and referral orders (issue 12; decision 38).
  { label: 'Bank orders', path: '/orders-review', icon: WalletIcon, permission: 'billingReview' },
  // Every user's volume orders to accept or decline (issue 13; decision 43).
  { label: 'Volume orders', path: '/volume-orders', icon: WalletIcon, permission: 'billingReview' },
  // What was done while logged in as users (issue 13; decision 40).
  { label: 'Audit log', path: '/audit-log', icon: UserIcon, permission: 'auditLog' },
];

export function visibleEntries(permissions: readonly Permission[]): MenuEntry[] {
  return MENU_ENTRIES.filter((e) => permissions.includes(e.permission));
}
