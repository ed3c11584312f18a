// A compose that passes every rule with its facts, for tests to break one rule at a time.
import { composeSchema, noFacts, type Compose, type ComposeFacts, type ComposeInput } from '@domain/campaign-compose';
import type { Route } from '@domain/routes';

export const NOW = new Date('2026-11-20T12:00:00Z');

export function route(id: number, overrides: Partial<Route['details']> = {}): Route {
  return {
    id,
    name: `Route ${id}`,
    status: 'active',
    details: {
      sendMethod: 2,
      country: 'US',
      messageTypes: ['SMS', 'SMS2', 'MMS', 'MMSE', 'VOICE', 'RVM'],
      supportAttachment: true,
      is10dlc: true,
      setting: { creativeApprovalRequired: false },
      ...overrides,
    },
  };
}

export function facts(overrides: Partial<ComposeFacts> = {}): ComposeFacts {
  const base = noFacts(NOW);
  return {
    ...base,
    groups: new Map([
      [1, { id: 1, name: 'Leads', country: 'US', scrubDate: '2026-11-10T00:00:00Z', contacts: 5000 }],
      [2, { id: 2, name: 'Opt-outs', country: 'US', scrubDate: '2026-11-10T00:00:00Z', contacts: 40 }],
      [3, { id: 3, name: 'Toronto', country: 'CA', scrubDate: '2026-11-10T00:00:00Z', contacts: 300 }],
    ]),
    routes: new Map([
      [10, route(10)],
      [11, route(11, { sendMethod: 1 })],
    ]),
    media: new Map([
      [20, { id: 20, name: 'banner.png', kind: 'image', durationSeconds: null }],
      [21, { id: 21, name: 'promo.png', kind: 'image', durationSeconds: null }],
      [22, { id: 22, name: 'long.wav', kind: 'audio', durationSeconds: 75 }],
      [23, { id: 23, name: 'short.wav', kind: 'audio', durationSeconds: 20 }],
    ]),
    creatives: new Map([[30, { id: 30, title: 'Spring', approvalStatus: 'APPROVED', countries: ['US'] }]]),
    owned: {
      didGroups: new Set([40]),
      offers: new Set([50]),
      domainGroups: new Set([60]),
      optoutLinks: new Set([70]),
      responders: new Set([80]),
      responderTemplates: new Set([81]),
      audioConfigs: new Set([90]),
      aiAgents: new Set([95]),
    },
    // DID group 40 is covered by a registered 10DLC use case (the 10DLC rule's tests take it away).
    registeredDidGroups: new Set([40]),
    didGroupNames: new Map([[40, 'East numbers']]),
    totalTarget: 5000,
    ...overrides,
  };
}

/** What a sender fills in for a complete two-way SMS campaign against facts(). */
export const validInput = {
  campaignTitle: 'Spring sale',
  country: 'US',
  contactGroups: [1],
  routesTwoWays: [{ routeId: 10, didGroupIds: [40] }],
  creativeIds: [30],
  offerIds: [50],
  domain: 60,
  optoutLink: 70,
} satisfies ComposeInput;

export function compose(overrides: ComposeInput = {}): Compose {
  return composeSchema.parse({ ...validInput, ...overrides });
}
