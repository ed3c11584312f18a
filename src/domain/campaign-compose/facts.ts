// What the compose rules need to know besides the compose itself: the referenced groups, routes
// and media as the server holds them, the user's settings, the audience count and the time. The
// wizard's machine gathers them through the APIs (its actors); the server reads them from the
// database, for the user who sends. The same rules then decide in both places.
import type { ApprovalStatus } from '../creatives';
import type { MediaKind } from '../media';
import type { Route } from '../routes';

export interface ComposeGroupFact {
  id: number;
  name: string;
  country: string;
  scrubDate: string | null;
  contacts: number;
}

export interface ComposeMediaFact {
  id: number;
  name: string;
  kind: MediaKind;
  durationSeconds: number | null;
}

export interface ComposeCreativeFact {
  id: number;
  title: string;
  approvalStatus: ApprovalStatus;
  countries: readonly string[];
}

/** Ids of the user's own records of each kind the compose may name (another user's are absent). */
export interface OwnedIds {
  didGroups: ReadonlySet<number>;
  offers: ReadonlySet<number>;
  domainGroups: ReadonlySet<number>;
  optoutLinks: ReadonlySet<number>;
  responders: ReadonlySet<number>;
  responderTemplates: ReadonlySet<number>;
  audioConfigs: ReadonlySet<number>;
  aiAgents: ReadonlySet<number>;
}

export interface ComposeFacts {
  /** The contact groups the compose names that belong to the user (others are absent). */
  groups: ReadonlyMap<number, ComposeGroupFact>;
  routes: ReadonlyMap<number, Route>;
  media: ReadonlyMap<number, ComposeMediaFact>;
  creatives: ReadonlyMap<number, ComposeCreativeFact>;
  owned: OwnedIds;
  skipScrub: boolean;
  /**
   * The user's DID groups a registered 10DLC use case covers (issue 14): a 10DLC route sends only
   * from these (carriers block unregistered A2P traffic).
   */
  registeredDidGroups: ReadonlySet<number>;
  /** Names of the user's DID groups, for messages that name one (absent: its id). */
  didGroupNames: ReadonlyMap<number, string>;
  /** Contacts the audience holds after target filters and suppression; null while not counted yet. */
  totalTarget: number | null;
  now: Date;
}

export const noFacts = (now = new Date()): ComposeFacts => ({
  groups: new Map(),
  routes: new Map(),
  media: new Map(),
  creatives: new Map(),
  owned: {
    didGroups: new Set(),
    offers: new Set(),
    domainGroups: new Set(),
    optoutLinks: new Set(),
    responders: new Set(),
    responderTemplates: new Set(),
    audioConfigs: new Set(),
    aiAgents: new Set(),
  },
  skipScrub: false,
  registeredDidGroups: new Set(),
  didGroupNames: new Map(),
  totalTarget: null,
  now,
});
