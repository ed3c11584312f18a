// The first message to a contact on a route carries the sender's name, so the person knows who is
// writing before anything else (CTIA Messaging Principles and Best Practices §4: messages identify
// the brand; carriers' 10DLC and toll-free vetting reject programs whose first message does not).
// Later messages on the same route may rely on the thread. This rule is ours, beyond the spec
// (decision 27).

/** Whether the next message must name the sender: none has gone to this contact on this route yet. */
export const mustCarrySenderName = (messagesSentToContactOnRoute: number): boolean => messagesSentToContactOnRoute === 0;

/**
 * Whether the text already opens with the sender's name: 'Acme: ...', '[ACME] ...', 'Acme here, ...'
 * do; 'Acmeville sale' does not (the name must end at a word boundary).
 */
export function startsWithSenderName(text: string, senderName: string): boolean {
  const name = senderName.trim().toLowerCase();
  if (name === '') return true;
  const body = text.replace(/^[^\p{L}\p{N}]+/u, '').toLowerCase();
  if (!body.startsWith(name)) return false;
  const next = body.charAt(name.length);
  return next === '' || !/[\p{L}\p{N}]/u.test(next);
}

export interface IdentifiedMessage {
  text: string;
  /** The name was added here (the segment count may have grown). */
  added: boolean;
}

/** The message as it must go out: `Name: text` when it is the first on the route and does not already open with the name. */
export function identifySender(text: string, senderName: string, messagesSentToContactOnRoute: number): IdentifiedMessage {
  if (!mustCarrySenderName(messagesSentToContactOnRoute) || startsWithSenderName(text, senderName)) return { text, added: false };
  return { text: `${senderName.trim()}: ${text.trimStart()}`, added: true };
}
