// What the wizard offers one user to pick from (GET /campaigns/compose-options), written once for
// the audience, route and content step tests: two contact groups and a suppression group, a
// two-way and a one-way route (one of them not 10DLC), DID groups for one route and for none,
// creatives in both approval states, and a media file of each kind.
import { emptyCompose, type Compose } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import type { Route } from '@domain/routes';

const route = (id: number, name: string, details: Partial<Route['details']>): Route => ({
  id,
  name,
  status: 'active',
  details: {
    sendMethod: 2,
    country: 'US',
    messageTypes: ['SMS', 'MMS'],
    supportAttachment: true,
    is10dlc: true,
    setting: { creativeApprovalRequired: false },
    ...details,
  },
});

export const composeOptions = (overrides: Partial<ComposeOptions> = {}): ComposeOptions => ({
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'CA', name: 'Canada' },
  ],
  contactGroups: [
    { id: 1, name: 'Spring leads', country: 'US', contacts: 1234, scrubDate: null, suppression: false },
    { id: 2, name: 'Toronto buyers', country: 'CA', contacts: 56, scrubDate: null, suppression: false },
    { id: 3, name: 'Do not text', country: 'US', contacts: 10, scrubDate: null, suppression: true },
  ],
  routes: [
    route(11, 'Two-way US', {}),
    route(12, 'One-way toll free', { sendMethod: 1, is10dlc: false }),
    route(13, 'Voice US', { messageTypes: ['VOICE'] }),
  ],
  didGroups: [
    { id: 21, name: 'Main numbers', country: 'US', routeId: 11 },
    { id: 22, name: 'Spare numbers', country: 'US', routeId: null },
  ],
  creatives: [
    { id: 31, title: 'Spring hello', message: 'Hi [fName]', approvalStatus: 'APPROVED', countries: ['US'] },
    { id: 32, title: 'Late summer', message: 'Hello', approvalStatus: 'PENDING', countries: [] },
  ],
  offers: [{ id: 41, title: 'Shoes sale', url: 'https://shop.example.com/shoes' }],
  domainGroups: [{ id: 51, name: 'Main domains' }],
  optoutLinks: [{ id: 61, title: 'Standard opt-out' }],
  media: [
    { id: 71, name: 'greeting.wav', kind: 'audio', durationSeconds: 12 },
    { id: 72, name: 'banner.png', kind: 'image', durationSeconds: null },
  ],
  responders: [],
  responderTemplates: [],
  audioConfigs: [{ id: 81, name: 'Main IVR' }],
  aiAgents: [{ id: 91, name: 'Sales agent' }],
  prices: [],
  // Both DID groups are covered by a registered 10DLC use case; the 10DLC rule's own tests take it away.
  registeredDidGroupIds: [21, 22],
  skipScrub: false,
  timezone: 'Etc/GMT',
  ...overrides,
});

export const compose = (patch: Partial<Compose> = {}): Compose => ({ ...emptyCompose(), ...patch });
