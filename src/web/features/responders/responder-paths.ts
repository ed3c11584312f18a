// Where the responder pages live (000 §2: /responders, /responders/templates, /responders/{id},
// and the same under /responders-v2; templates also by ?isResponderTemplate=true). Links made on a
// page keep the prefix the user came in by.
import { useLocation } from 'react-router-dom';

export const RESPONDER_BASES = ['/responders', '/responders-v2'] as const;
export type ResponderBase = (typeof RESPONDER_BASES)[number];

export function baseOf(pathname: string): ResponderBase {
  return pathname === '/responders-v2' || pathname.startsWith('/responders-v2/') ? '/responders-v2' : '/responders';
}

/** The prefix of the page the user is on. */
export function useResponderBase(): ResponderBase {
  return baseOf(useLocation().pathname);
}

/** The templates list: its own path, or the list with isResponderTemplate=true. */
export function isTemplatesView(pathname: string, search: URLSearchParams): boolean {
  return pathname.endsWith('/templates') || search.get('isResponderTemplate') === 'true';
}
