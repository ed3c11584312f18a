// What the wizard's later steps pick from: a user with two groups, a two-way route with its DID
// group, a creative, an offer, audio and image media, a responder and a template; a compose built
// from a patch over the shape's defaults, and a problem as the machine hands it down.
import type { Compose, ComposeInput, ComposeProblem } from '@domain/campaign-compose';
import { composeSchema } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';

export const options: ComposeOptions = {
  countries: [{ code: 'US', name: 'United States' }],
  contactGroups: [
    { id: 1, name: 'Spring leads', country: 'US', contacts: 500, scrubDate: null, suppression: false },
    { id: 2, name: 'Do not contact', country: 'US', contacts: 20, scrubDate: null, suppression: true },
  ],
  routes: [
    {
      id: 10,
      name: 'US two-way',
      status: 'active',
      details: { sendMethod: 2, country: 'US', messageTypes: ['SMS', 'VOICE'], supportAttachment: false, is10dlc: true, setting: { creativeApprovalRequired: false } },
    },
  ],
  didGroups: [{ id: 20, name: 'East numbers', country: 'US', routeId: 10 }],
  creatives: [{ id: 30, title: 'Spring sale', message: 'Hello [name]', approvalStatus: 'APPROVED', countries: ['US'] }],
  offers: [{ id: 40, title: 'Sale page', url: 'https://example.com/sale' }],
  domainGroups: [{ id: 50, name: 'Main domains' }],
  optoutLinks: [{ id: 60, title: 'Standard opt-out' }],
  media: [
    { id: 70, name: 'greeting.wav', kind: 'audio', durationSeconds: 12 },
    { id: 71, name: 'banner.png', kind: 'image', durationSeconds: null },
  ],
  responders: [{ id: 80, title: 'Sales bot' }],
  responderTemplates: [{ id: 81, title: 'Support template' }],
  audioConfigs: [],
  aiAgents: [],
  prices: [],
  registeredDidGroupIds: [20],
  skipScrub: false,
  timezone: 'America/New_York',
};

export const noneOwned: ComposeOptions = { ...options, responders: [], responderTemplates: [] };

export const compose = (patch: ComposeInput = {}): Compose => composeSchema.parse(patch);

export const problem = (path: string, message: string): ComposeProblem => ({ path, message });
