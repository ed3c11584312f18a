// Inbound keywords every SMS program must honour, and the one reply each gets. These rules are ours,
// beyond the spec (decision 27).
//
// - Which words: CTIA Messaging Principles and Best Practices (2023) §5 and the carriers' handling
//   on 10DLC, toll-free and short codes: STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT opt out;
//   the FCC's 2024 revocation rule (47 CFR 64.1200(a)(10)) adds REVOKE and OPT OUT as words that
//   always revoke consent. HELP and INFO ask for help; START, UNSTOP and YES opt back in.
// - How they match: the whole message is the keyword, as carriers match it, in any case and with
//   any spaces, punctuation or emoji around it ('Stop.', ' STOP!! ', 'opt-out', 'Stop all'). A
//   keyword inside a sentence ('stop by the store') is conversation, not a command: the responder
//   and the inbox see it like any reply.
// - What follows: a STOP opts the contact out of every contact group of the sending user at once
//   (the engine's job), then one confirmation goes out and nothing after it; HELP gets the
//   program's name, how to reach it and how to stop; START gets a confirmation that messages resume.

export type KeywordKind = 'stop' | 'help' | 'start';

export interface InboundKeyword {
  kind: KeywordKind;
  /** The canonical keyword matched (STOP, OPTOUT, HELP...). */
  keyword: string;
}

/** Canonical keywords, written as they compare: upper case, no spaces ('OPT OUT' is OPTOUT). */
export const KEYWORDS: Record<KeywordKind, readonly string[]> = {
  stop: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'],
  help: ['HELP', 'INFO'],
  start: ['START', 'UNSTOP', 'YES'],
};

const KIND_OF = new Map<string, KeywordKind>(
  (Object.entries(KEYWORDS) as [KeywordKind, readonly string[]][]).flatMap(([kind, words]) => words.map((w) => [w, kind] as const)),
);

/** The keyword a whole inbound message is, or null for anything else. */
export function classifyInboundKeyword(text: string): InboundKeyword | null {
  // NFKC folds full-width and styled letters (ＳＴＯＰ) into plain ones; everything that is not a
  // letter or digit (spaces, dots, hyphens, emoji) separates words and is then dropped, so
  // 'Opt-Out!' and 'stop all' read OPTOUT and STOPALL.
  const words = text.normalize('NFKC').toUpperCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // Joined back, the letters must be exactly a keyword: 'S.T.O.P.' is STOP, 'stop stop' is nothing.
  const keyword = words.join('');
  const kind = KIND_OF.get(keyword);
  return kind ? { kind, keyword } : null;
}

export interface ProgramContact {
  /** The brand the contact knows the messages by. */
  senderName: string;
  /** Where to get help: a toll-free number, a phone or an email address. */
  helpContact: string;
}

/**
 * The one auto-reply a keyword gets (CTIA Messaging Principles §5; the carriers' short code and
 * 10DLC handbooks): each names the sender, none carries marketing.
 */
export function keywordAutoReply(kind: KeywordKind, { senderName, helpContact }: ProgramContact): string {
  switch (kind) {
    case 'stop':
      return `${senderName}: You are unsubscribed and will receive no more messages. Reply START to resubscribe.`;
    case 'help':
      return `${senderName}: For help, contact ${helpContact}. Msg & data rates may apply. Reply STOP to opt out.`;
    case 'start':
      return `${senderName}: You are subscribed again. Msg & data rates may apply. Reply HELP for help, STOP to opt out.`;
  }
}
