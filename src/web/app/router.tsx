// Every route of the app. Pages load lazily, one chunk per area, so the login route stays small
// and heavy libraries (elkjs, apexcharts) load only where they are used. `handle.title` is the
// top bar's title (an i18n key).
import type { ComponentType } from 'react';
import type { Permission } from '@domain/user';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorBoundaryPage } from './error-boundary-page';
import { NotFoundPage } from './not-found-page';
import { RequirePermission } from './require-permission';
import { PageSpinner, RouteGuard } from './route-guard';

const contactGroupsRoute = {
  handle: { title: 'Contact Groups' },
  lazy: async () => {
    const [{ ContactGroupsPage }, { showBackgroundTask }] = await Promise.all([
      import('@web/features/contacts/contact-groups-page'),
      import('@web/features/processes/task-panel-store'),
    ]);
    return {
      Component: () => (
        <RequirePermission permission="contactGroups">
          <ContactGroupsPage onTaskStarted={showBackgroundTask} />
        </RequirePermission>
      ),
    };
  },
} satisfies RouteObject;

const contactGroupDetailRoute = {
  handle: { title: 'Contact Groups' },
  lazy: async () => {
    const [{ ContactGroupDetailPage }, { showBackgroundTask }] = await Promise.all([
      import('@web/features/contacts/contact-group-detail-page'),
      import('@web/features/processes/task-panel-store'),
    ]);
    return {
      Component: () => (
        <RequirePermission permission="contactGroups">
          <ContactGroupDetailPage onTaskStarted={showBackgroundTask} />
        </RequirePermission>
      ),
    };
  },
} satisfies RouteObject;

const findPhoneRoute = {
  handle: { title: 'Find a phone' },
  lazy: async () => {
    const { FindPhonePage } = await import('@web/features/contacts/find-phone-page');
    return {
      Component: () => (
        <RequirePermission permission="contactGroups">
          <FindPhonePage />
        </RequirePermission>
      ),
    };
  },
} satisfies RouteObject;

const didGroupsRoute = {
  handle: { title: 'DID Groups' },
  lazy: async () => {
    const { DidGroupsPage } = await import('@web/features/dids/did-groups-page');
    return {
      Component: () => (
        <RequirePermission permission="dids">
          <DidGroupsPage />
        </RequirePermission>
      ),
    };
  },
} satisfies RouteObject;

const didGroupDetailRoute = {
  handle: { title: 'DID Groups' },
  lazy: async () => {
    const [{ DidGroupDetailPage }, { showBackgroundTask }] = await Promise.all([
      import('@web/features/dids/did-group-detail-page'),
      import('@web/features/processes/task-panel-store'),
    ]);
    return {
      Component: () => (
        <RequirePermission permission="dids">
          <DidGroupDetailPage onTaskStarted={showBackgroundTask} />
        </RequirePermission>
      ),
    };
  },
} satisfies RouteObject;

/** A lazily loaded page behind a permission: the page's code comes with the first visit to it. */
function guardedRoute(title: string, permission: Permission, load: () => Promise<ComponentType>) {
  return {
    handle: { title },
    lazy: async () => {
      const Page = await load();
      return {
        Component: () => (
          <RequirePermission permission={permission}>
            <Page />
          </RequirePermission>
        ),
      };
    },
  } satisfies RouteObject;
}

/** The media area's three pages (000 §2 "/media, /media/storage, /media/audio-builder"), one chunk. */
const mediaRoute = (title: string, page: 'MediaPage' | 'StoragePage' | 'AudioBuilderPage') =>
  guardedRoute(title, 'media', async () => (await import('@web/features/media/media-pages'))[page]);

const shortLinksRoute = {
  handle: { title: 'Short links' },
  lazy: async () => {
    const [{ ShortLinksPage }, { DomainTabs }] = await Promise.all([
      import('@web/features/short-links/short-links-page'),
      import('@web/features/domains/domain-tabs'),
    ]);
    return {
      Component: () => (
        <RequirePermission permission="domain">
          <ShortLinksPage tabs={<DomainTabs />} />
        </RequirePermission>
      ),
    };
  },
} satisfies RouteObject;

/** A content page behind the 'send' permission, loaded with the content chunk. */
const contentRoute = (title: string, page: 'OffersPage' | 'OfferPage' | 'CreativesPage' | 'CreativeComposePage' | 'OptoutLinksPage' | 'OptoutLinkPage') =>
  guardedRoute(title, 'send', async () => (await import('@web/features/content/content-pages'))[page]);

/** The 10-DLC pages (000 §2; issue 14), behind the 'tenDlc' permission, one chunk. */
const tenDlcRoute = (page: 'BrandsPage' | 'BrandFormPage' | 'BrandPage' | 'UseCaseFormPage' | 'UseCasePage') =>
  guardedRoute('10-DLC', 'tenDlc', async () => (await import('@web/features/ten-dlc/ten-dlc-pages'))[page]);

/** The campaign pages (000 §2 "/send, /send/campaign-compose"), behind the 'send' permission, one chunk. */
const campaignRoute = (title: string, page: 'CampaignsPage' | 'ComposePage') =>
  guardedRoute(title, 'send', async () => (await import('@web/features/campaigns/campaign-pages'))[page]);

/** The responder pages (000 §2 "/responders, /responders/templates, /responders/{id}; the same under /responders-v2"), one chunk. */
const responderRoute = (page: 'RespondersPage' | 'ResponderEditorPage') =>
  guardedRoute('Responder', 'responder', async () => (await import('@web/features/responders/responder-pages'))[page]);

/** The inbox (000 §2 "/inbox"), behind the 'inbox' permission. */
const inboxRoute = guardedRoute('Inbox', 'inbox', async () => (await import('@web/features/inbox/inbox-page')).InboxPage);
/**
 * Monitoring (000 §2 "/monitoring, /monitoring-v2"). The page takes the campaign list's actions
 * (its calls and resend dialog) from here: features never import each other, the app wires them.
 */
const monitoringRoute = (title: string, permission: Permission, variant: 'v1' | 'v2') =>
  guardedRoute(title, permission, async () => {
    const [{ MonitoringPage }, { campaignAction, pullRevenue }, { ResendDialog }] = await Promise.all([
      import('@web/features/monitoring/monitoring-page'),
      import('@web/features/campaigns/campaigns-api'),
      import('@web/features/campaigns/resend-dialog'),
    ]);
    const kit = { act: campaignAction, pullRevenue, ResendDialog };
    return function Monitoring() {
      return <MonitoringPage variant={variant} kit={kit} />;
    };
  });

/** The Domain pages (000 §2 "/domain, /domain/groups, /domain/groups/{id}, /domain/inactive"), behind the 'domain' permission. */
const domainRoute = (load: () => Promise<ComponentType>) => guardedRoute('Domain', 'domain', load);
const domainsRoute = domainRoute(async () => (await import('@web/features/domains/domains-page')).DomainsPage);
const domainGroupsRoute = domainRoute(async () => (await import('@web/features/domains/domain-groups-page')).DomainGroupsPage);
const domainGroupDetailRoute = domainRoute(async () => (await import('@web/features/domains/domain-group-detail-page')).DomainGroupDetailPage);
const inactiveDomainsRoute = domainRoute(async () => (await import('@web/features/domains/inactive-domains-page')).InactiveDomainsPage);

/**
 * The statistics page (000 §2 "/statistic, /analytics"); apexcharts loads with its chart. The menu's
 * Statistic entry opens /statistic (the 'statistic' permission), its Dashboard entry /analytics
 * (the 'dashboard' one): the same page under the two names the spec gives it (decision 33).
 */
const loadStats = async () => (await import('@web/features/stats/stats-page')).StatsPage;
const statsRoute = guardedRoute('Statistic', 'statistic', loadStats);
const analyticsRoute = guardedRoute('Dashboard', 'dashboard', loadStats);

/** The performance tracker (000 §2 "/performance-tracker, /performance-tracker/did"), behind the 'tracker' permission. */
const performanceTrackerRoute = (kind: 'domains' | 'dids') =>
  guardedRoute('Performance tracker', 'tracker', async () => {
    const { PerformanceTrackerPage } = await import('@web/features/performance-tracker/performance-tracker-page');
    return function PerformanceTracker() {
      return <PerformanceTrackerPage kind={kind} />;
    };
  });
/** Settings (000 §2 "/settings", issue 12): the tabs that work, put together in settings-tabs.tsx. */
const settingsRoute = guardedRoute('Settings', 'settings', async () => {
  const [{ SettingsPage }, { settingsTabs }] = await Promise.all([import('@web/features/settings/settings-page'), import('./settings-tabs')]);
  return function Settings() {
    return <SettingsPage tabs={settingsTabs} />;
  };
});
/** The Super-Admin's review of billing requests (decision 36), behind the 'billingReview' permission. */
const billingReviewRoute = guardedRoute('Billing review', 'billingReview', async () => (await import('@web/features/billing/billing-review-page')).BillingReviewPage);

/** The audit log of login as user (decision 40), behind the Super-Admin's 'auditLog' permission. */
const auditLogRoute = guardedRoute('Audit log', 'auditLog', async () => (await import('@web/features/user-tools/audit-log-page')).AuditLogPage);

/** Referral (000 §2 "/referral, /referral/program, /referral/statistic"; decision 52), behind the 'referral' permission, one chunk. */
const referralRoute = (page: 'ReferralLinksPage' | 'ReferralProgramsPage' | 'ReferralStatisticPage') =>
  guardedRoute('Referral', 'referral', async () => (await import('@web/features/referral/referral-pages'))[page]);

/** Toll-free verification (000 §2 "/tfn, /tfn/create, /tfn/{id}, /tfn/{id}/edit"; decision 49), behind the 'tollFree' permission, one chunk. */
const tollFreeRoute = (page: 'TollFreePage' | 'TollFreeCreatePage' | 'TollFreeRequestPage' | 'TollFreeEditPage') =>
  guardedRoute('Toll Free', 'tollFree', async () => (await import('@web/features/toll-free/toll-free-pages'))[page]);

/** Tickets (000 §2 "/tickets, /tickets/{id}, /tickets/create"; decision 51), behind the 'tickets' permission, one chunk. */
const ticketsRoute = (page: 'TicketsPage' | 'TicketCreatePage' | 'TicketPage') =>
  guardedRoute('Tickets', 'tickets', async () => (await import('@web/features/tickets/tickets-pages'))[page]);
/** Feedback (000 §2 "/feedback"; decision 51), behind the 'feedback' permission. */
const feedbackRoute = guardedRoute('Feedback', 'feedback', async () => (await import('@web/features/feedback/feedback-page')).FeedbackPage);

/** The error tracker (menu "Error tracker"; the spec gives no route: /error-tracker, decision 35), behind the 'errorTracker' permission. */
/** Guides (000 §2 "/management-guide ... /guide"; decision 50): the viewer for every role with 'guideline', the management pages a Super-Admin's; one chunk. */
const guideRoute = (title: string, page: 'GuidePage' | 'GuideManagementPage' | 'GuideEditorPage') =>
  guardedRoute(title, 'guideline', async () => (await import('@web/features/guides/guides-pages'))[page]);

const errorTrackerRoute = guardedRoute('Error tracker', 'errorTracker', async () => (await import('@web/features/error-tracker/error-tracker-page')).ErrorTrackerPage);

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <ErrorBoundaryPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('@web/features/auth/login-page')).LoginPage }) },
      {
        path: '/forgot-password',
        lazy: async () => ({ Component: (await import('@web/features/auth/forgot-password-page')).ForgotPasswordPage }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({ Component: (await import('@web/features/auth/reset-password-page')).ResetPasswordPage }),
      },
      {
        path: '/429',
        lazy: async () => ({ Component: (await import('@web/features/errors/too-many-requests-page')).TooManyRequestsPage }),
      },
      {
        // The billing warning holds the billing area's profile form (features never import each other).
        path: '/warning/billing-info',
        lazy: async () => {
          const [{ BillingInfoPage }, { ProfilePanel }, { WarningWithBanner }] = await Promise.all([
            import('@web/features/warnings/billing-info-page'),
            import('@web/features/billing/profile-panel'),
            import('./warning-with-banner'),
          ]);
          return {
            Component: () => (
              <WarningWithBanner>
                <BillingInfoPage ProfileForm={ProfilePanel} />
              </WarningWithBanner>
            ),
          };
        },
      },
      {
        // The minimum-balance warning holds the payment area in popup mode, without auto-recharge.
        path: '/warning/min-balance',
        lazy: async () => {
          const [{ MinBalancePage }, { PopupPaymentArea }, { WarningWithBanner }] = await Promise.all([
            import('@web/features/warnings/min-balance-page'),
            import('./payment-panel'),
            import('./warning-with-banner'),
          ]);
          return {
            Component: () => (
              <WarningWithBanner>
                <MinBalancePage payment={<PopupPaymentArea />} />
              </WarningWithBanner>
            ),
          };
        },
      },
      {
        // The shell (menu, drawer, top bar) loads with the first signed-in page, not with /login.
        lazy: async () => ({ Component: (await import('./shell/signed-in-layout')).SignedInLayout }),
        children: [
          {
            index: true,
            handle: { title: 'Homepage' },
            lazy: async () => ({ Component: (await import('@web/features/home/home-page')).HomePage }),
          },
          {
            path: '/admin/outbox',
            handle: { title: 'Mail outbox' },
            lazy: async () => {
              const { OutboxPage } = await import('@web/features/outbox/outbox-page');
              return {
                Component: () => (
                  <RequirePermission permission="outbox">
                    <OutboxPage />
                  </RequirePermission>
                ),
              };
            },
          },
          // Orders and invoices (issue 12; decision 38): the invoice detail, and a Super-Admin's review.
          {
            path: '/settings/invoice/:id',
            handle: { title: 'Invoice' },
            lazy: async () => ({ Component: (await import('@web/features/orders/invoice-page')).InvoicePage }),
          },
          {
            path: '/users',
            handle: { title: 'Users' },
            lazy: async () => {
              const { UsersArea } = await import('./users-area');
              return {
                Component: () => (
                  <RequirePermission permission="users">
                    <UsersArea />
                  </RequirePermission>
                ),
              };
            },
          },
          {
            path: '/orders-review',
            handle: { title: 'Bank orders' },
            lazy: async () => {
              const { OrdersReviewPage } = await import('@web/features/orders/orders-review-page');
              return {
                Component: () => (
                  <RequirePermission permission="billingReview">
                    <OrdersReviewPage />
                  </RequirePermission>
                ),
              };
            },
          },
          {
            path: '/volume-orders',
            handle: { title: 'Volume orders' },
            lazy: async () => {
              const { VolumeOrdersReviewPage } = await import('@web/features/volume-orders-review/volume-orders-review-page');
              return {
                Component: () => (
                  <RequirePermission permission="billingReview">
                    <VolumeOrdersReviewPage />
                  </RequirePermission>
                ),
              };
            },
          },
          // The inbox (issue 11).
          { path: '/inbox', ...inboxRoute },
          // Notification settings (issue 11), for every signed-in user; reached from the bell's panel.
          {
            path: '/notification-setting',
            handle: { title: 'Notification settings' },
            lazy: async () => ({ Component: (await import('@web/features/notifications/notification-settings-page')).NotificationSettingsPage }),
          },
          // Contact groups (issue 6): the same pages under /contact and /contact-v2 (000 §2).
          ...['/contact', '/contact/groups', '/contact-v2', '/contact-v2/groups'].map((path) => ({ path, ...contactGroupsRoute })),
          ...['/contact/groups/:groupId', '/contact-v2/groups/:groupId'].map((path) => ({ path, ...contactGroupDetailRoute })),
          ...['/contact/find-a-phone', '/contact-v2/find-a-phone'].map((path) => ({ path, ...findPhoneRoute })),
          // DID groups (000 §2 "/dids, /dids/{id}").
          { path: '/dids', ...didGroupsRoute },
          { path: '/dids/:id', ...didGroupDetailRoute },
          // Responders (issue 8): the same pages under /responders and /responders-v2 (000 §2).
          ...['/responders', '/responders/templates', '/responders-v2', '/responders-v2/templates'].map((path) => ({ path, ...responderRoute('RespondersPage') })),
          ...['/responders/:id', '/responders-v2/:id'].map((path) => ({ path, ...responderRoute('ResponderEditorPage') })),
          // Domains (000 §2 "/domain, /domain/groups, /domain/groups/{id}, /domain/inactive").
          { path: '/domain', ...domainsRoute },
          { path: '/domain/groups', ...domainGroupsRoute },
          { path: '/domain/groups/:id', ...domainGroupDetailRoute },
          { path: '/domain/inactive', ...inactiveDomainsRoute },
          // Monitoring (issue 11): the same table under both entries of the menu, V2 with the page's totals.
          { path: '/monitoring', ...monitoringRoute('Monitoring', 'monitoring', 'v1') },
          { path: '/monitoring-v2', ...monitoringRoute('Monitoring V2', 'monitoringV2', 'v2') },
          // Media (issue 7).
          { path: '/media', ...mediaRoute('Media', 'MediaPage') },
          { path: '/media/storage', ...mediaRoute('Storage', 'StoragePage') },
          { path: '/media/audio-builder', ...mediaRoute('Audio builder', 'AudioBuilderPage') },
          // Statistics (issue 11): the same page under /statistic and /analytics (000 §2).
          { path: '/statistic', ...statsRoute },
          { path: '/analytics', ...analyticsRoute },
          // The trackers (issue 11).
          { path: '/performance-tracker', ...performanceTrackerRoute('domains') },
          { path: '/performance-tracker/did', ...performanceTrackerRoute('dids') },
          { path: '/error-tracker', ...errorTrackerRoute },
          // Settings and the billing review (issue 12).
          { path: '/settings', ...settingsRoute },
          { path: '/billing-review', ...billingReviewRoute },
          { path: '/audit-log', ...auditLogRoute },
          // Short links (issue 7), in the Domain area.
          { path: '/domain/short-links', ...shortLinksRoute },
          // Offers, creatives and opt-out links (000 §2 "/send/offers ...").
          { path: '/send', ...campaignRoute('Campaigns', 'CampaignsPage') },
          { path: '/send/campaign-compose', ...campaignRoute('Campaign compose', 'ComposePage') },
          { path: '/send/offers', ...contentRoute('Offers', 'OffersPage') },
          { path: '/send/offers/create', ...contentRoute('Offers', 'OfferPage') },
          { path: '/send/offers/:id', ...contentRoute('Offers', 'OfferPage') },
          { path: '/send/creative-compose', ...contentRoute('Creatives', 'CreativesPage') },
          { path: '/send/creative-compose/create', ...contentRoute('Creatives', 'CreativeComposePage') },
          { path: '/send/creative-compose/:id', ...contentRoute('Creatives', 'CreativeComposePage') },
          { path: '/send/optout-link', ...contentRoute('Opt-out links', 'OptoutLinksPage') },
          { path: '/send/optout-link/create', ...contentRoute('Opt-out links', 'OptoutLinkPage') },
          { path: '/send/optout-link/:id', ...contentRoute('Opt-out links', 'OptoutLinkPage') },
          // Toll-free verification (issue 14).
          { path: '/tfn', ...tollFreeRoute('TollFreePage') },
          { path: '/tfn/create', ...tollFreeRoute('TollFreeCreatePage') },
          { path: '/tfn/:id', ...tollFreeRoute('TollFreeRequestPage') },
          { path: '/tfn/:id/edit', ...tollFreeRoute('TollFreeEditPage') },
          // 10-DLC brands and use cases (issue 14; decision 48).
          { path: '/10-dlc', ...tenDlcRoute('BrandsPage') },
          { path: '/10-dlc/create', ...tenDlcRoute('BrandFormPage') },
          { path: '/10-dlc/:id', ...tenDlcRoute('BrandPage') },
          { path: '/10-dlc/:id/edit', ...tenDlcRoute('BrandFormPage') },
          { path: '/10-dlc/:idBrand/use-case/new', ...tenDlcRoute('UseCaseFormPage') },
          { path: '/10-dlc/:idBrand/use-case/:idUseCase', ...tenDlcRoute('UseCasePage') },
          { path: '/10-dlc/:idBrand/use-case/:idUseCase/edit', ...tenDlcRoute('UseCaseFormPage') },
          // Guides (issue 15).
          { path: '/guide', ...guideRoute('Guideline', 'GuidePage') },
          { path: '/management-guide', ...guideRoute('Guide management', 'GuideManagementPage') },
          { path: '/management-guide/edit', ...guideRoute('Guide management', 'GuideEditorPage') },
          { path: '/management-guide/edit/:role', ...guideRoute('Guide management', 'GuideEditorPage') },
          // Tickets and feedback (issue 15).
          { path: '/tickets', ...ticketsRoute('TicketsPage') },
          { path: '/tickets/create', ...ticketsRoute('TicketCreatePage') },
          { path: '/tickets/:id', ...ticketsRoute('TicketPage') },
          { path: '/feedback', ...feedbackRoute },
          { path: '/referral', ...referralRoute('ReferralLinksPage') },
          { path: '/referral/program', ...referralRoute('ReferralProgramsPage') },
          { path: '/referral/statistic', ...referralRoute('ReferralStatisticPage') },
          {
            path: '/process',
            handle: { title: 'Processes' },
            lazy: async () => {
              const { ProcessPage } = await import('@web/features/processes/process-page');
              return {
                Component: () => (
                  <RequirePermission permission="processes">
                    <ProcessPage />
                  </RequirePermission>
                ),
              };
            },
          },
          { path: '/404', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
          { path: '*', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '/home', element: <Navigate to="/" replace /> },
  // The public opt-out confirmation (000 §2): no login wall, signed in or not.
  {
    path: '/public/optout/confirm',
    hydrateFallbackElement: <PageSpinner />,
    lazy: async () => ({ Component: (await import('@web/features/content/public-optout-page')).PublicOptoutPage }),
  },
  // A referral link's public landing (000 §2 "/referral/{programId}/{referralCode}"): no login wall.
  {
    path: '/referral/:programId/:referralCode',
    hydrateFallbackElement: <PageSpinner />,
    lazy: async () => ({ Component: (await import('@web/features/referral/referral-landing-page')).ReferralLandingPage }),
  },
];

export const router = createBrowserRouter(routes);

/** Resolves once the router has loaded the code of the routes the page starts on. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
