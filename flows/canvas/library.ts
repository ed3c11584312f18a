// What the node forms pick from: the user's own creatives, offers, opt-out links, media, audio
// builder configs, AI assistants, routes and DID groups (issue 7's areas). The page loads them and
// hands them to the canvas, so the canvas never calls the API itself.
export type ResponderLibrary = {
  creatives: { id: number; title: string; message: string }[];
  offers: { id: number; title: string; url: string }[];
  optoutLinks: { id: number; title: string }[];
  media: { id: number; name: string; kind: 'image' | 'audio' }[];
  audioConfigs: { id: number; name: string }[];
  aiAssistants: { id: number; name: string }[];
  routes: { id: number; name: string }[];
  didGroups: { id: number; name: string }[];
  /** Groups reached contacts may be added to (an action's groupUUID); optional for older callers. */
  contactGroups?: { id: number; name: string }[];
};

/** Nothing loaded yet (or nothing made yet): every picker offers an empty list. */
export const EMPTY_LIBRARY: ResponderLibrary = {
  creatives: [],
  offers: [],
  optoutLinks: [],
  media: [],
  audioConfigs: [],
  aiAssistants: [],
  routes: [],
  didGroups: [],
};
