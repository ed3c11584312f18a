// Fixtures for the DID-page tests: groups, numbers and purchase records shaped like the server's
// answers, and the pages rendered as the router mounts them. The fake server is the contact pages'
// one (answers by "METHOD /path").
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { defaultDidGroupSetting, type Did, type DidGroup, type DidPurchaseProcess } from '@domain/dids';
import { system } from '@web/app/theme';
import { DidGroupDetailPage, type DidGroupDetailPageProps } from '@web/features/dids/did-group-detail-page';
import { setLanguage } from '@web/i18n';
// Installs the browser stand-ins jsdom lacks (ResizeObserver, matchMedia, element sizes).
import '../render-with-providers';

export { bodyOf, chooseAction, description, fakeServer, type Handler } from '../contacts/fixtures';

export function makeDidGroup(overrides: Partial<DidGroup> = {}): DidGroup {
  return {
    id: 7,
    name: 'East coast',
    country: 'US',
    countries: ['US'],
    routeId: 3,
    routeName: 'US long code',
    didBuyable: true,
    voiceEnabled: false,
    dids: 120,
    createdAt: '2026-03-01T10:00:00.000Z',
    setting: defaultDidGroupSetting(),
    isPurchasing: false,
    busyTaskId: null,
    badDids: 0,
    scrubbedAt: null,
    cycleResetAt: null,
    ...overrides,
  };
}

export function makeDids(n: number, from = 1): Did[] {
  return Array.from({ length: n }, (_, i) => ({
    id: from + i,
    phone: `+1202555${String(from + i).padStart(4, '0')}`,
    status: 'ACTIVE' as const,
    badReason: null,
    checkedAt: null,
    cycleSent: 0,
    groupId: 7,
    country: 'US',
    voiceEnabled: false,
    createdAt: '2026-03-02T09:30:00.000Z',
    sent: 200,
    delivered: 195,
    clicked: 12,
    deliveryRate: 97.5,
  }));
}

export function makeProcess(overrides: Partial<DidPurchaseProcess> = {}): DidPurchaseProcess {
  return {
    id: 90,
    groupId: 7,
    status: 'PROCESSING',
    ordered: 3,
    filled: 0,
    progress: 0,
    numbers: [],
    message: 'System is processing your order. Your DID will be available within few minutes!',
    createdAt: '2026-03-02T09:30:00.000Z',
    ...overrides,
  };
}

export const COUNTRIES = {
  availableCountries: [
    { code: 'CA', name: 'Canada', dialCode: '+1' },
    { code: 'US', name: 'United States', dialCode: '+1' },
  ],
};

export const ROUTES = [
  {
    id: 3,
    name: 'US long code',
    status: 'active',
    details: { sendMethod: 2, country: 'US', messageTypes: ['SMS'], supportAttachment: false, is10dlc: true, setting: { creativeApprovalRequired: false } },
  },
  {
    id: 4,
    name: 'Canada route',
    status: 'active',
    details: { sendMethod: 1, country: 'CA', messageTypes: ['SMS'], supportAttachment: false, is10dlc: false, setting: { creativeApprovalRequired: false } },
  },
];

/**
 * The detail page at /dids/:id inside a data router (the settings' unsaved-changes guard needs
 * one), with /dids beside it to leave to; `strict` wraps it in StrictMode as the app does.
 */
export function renderDetailPage(path = '/dids/7', props: DidGroupDetailPageProps = {}, { strict = false } = {}) {
  void setLanguage('en');
  const router = createMemoryRouter(
    [
      { path: '/dids/:id', element: <DidGroupDetailPage {...props} /> },
      { path: '/dids', element: <p>The DID group list</p> },
    ],
    { initialEntries: [path] },
  );
  const app = (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
  // StrictMode as in src/web/main.tsx: effects run, stop and run again.
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router };
}
