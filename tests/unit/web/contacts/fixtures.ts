// Fixtures for the contact-page tests: a group and contacts shaped like the server's answers, and
// a fake server that answers by "METHOD /path" so each test lists only the calls it cares about.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { BackgroundTask } from '@domain/background-tasks';
import { emptyGroupMetadata, type Contact, type ContactGroup } from '@domain/contacts';
import { serve, setUp, type Reply, type Sent } from '../api/fake-server';

export function makeGroup(overrides: Partial<ContactGroup> = {}): ContactGroup {
  return {
    id: 1,
    name: 'Spring leads',
    type: 0,
    country: 'US',
    createDate: '2026-03-01T10:00:00.000Z',
    scrubDate: null,
    certedVertical: null,
    contacts: 1200,
    sent: 0,
    delivered: 0,
    failed: 0,
    blocked: 0,
    clicked: 0,
    triggered: 0,
    optout: 0,
    isSuppression: false,
    isCreateAR: false,
    isImporting: false,
    isScrubbing: false,
    isEnriching: false,
    isRefreshing: false,
    busyWith: null,
    isArchived: false,
    scrubRequired: true,
    leadCallbackFail: 0,
    leadDuplicated: 0,
    leadFiltered: 0,
    leadOptout: 0,
    leadSystemBlacklisted: 0,
    leadTotal: 1200,
    metadata: emptyGroupMetadata(),
    ...overrides,
  };
}

export function makeContacts(n: number, from = 1): Contact[] {
  return Array.from({ length: n }, (_, i) => ({
    id: from + i,
    phone: `+1202555${String(from + i).padStart(4, '0')}`,
    type: 'RAW',
    carrier: null,
    optedOut: false,
    createdAt: '2026-03-02T09:30:00.000Z',
    fields: { fName: `First${from + i}`, lName: `Last${from + i}`, email: `c${from + i}@example.com` },
  }));
}

export function makeTask(overrides: Partial<BackgroundTask> = {}): BackgroundTask {
  return {
    id: 77,
    kind: 'MERGE_CONTACT_GROUP',
    status: 'PENDING',
    progress: 0,
    title: 'Merged',
    groupId: null,
    result: null,
    error: null,
    canCancel: true,
    canResume: false,
    canDelete: false,
    hasFile: false,
    createdAt: '2026-03-02T09:30:00.000Z',
    updatedAt: '2026-03-02T09:30:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export type Handler = (request: { body: unknown; params: Record<string, unknown>; sent: Sent }) => Reply;

/** The body a request carried, parsed back from the JSON axios sent. */
export function bodyOf(sent: Sent): unknown {
  return typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data;
}

/**
 * Answers `api` calls from handlers keyed "GET /contact-groups" (the path without the query);
 * anything else is a 404. Returns every request received and the app hooks' spies.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const hooks = setUp();
  const requests = serve((sent) => {
    const key = `${(sent.method ?? 'get').toUpperCase()} ${(sent.url ?? '').split('?')[0]}`;
    const handler = handlers[key];
    if (!handler) return { status: 404, data: { code: 404, message: `No handler for ${key}` } };
    return handler({ body: bodyOf(sent), params: sent.params ?? {}, sent });
  });
  const calls = (key: string) => requests.filter((r) => `${(r.method ?? 'get').toUpperCase()} ${(r.url ?? '').split('?')[0]}` === key);
  return { hooks, requests, calls };
}

export const COUNTRIES = {
  availableCountries: [
    { code: 'CA', name: 'Canada', dialCode: '+1' },
    { code: 'US', name: 'United States', dialCode: '+1' },
  ],
};

/**
 * Picks a row action by keyboard: jsdom's pointer events read as "virtual" to the menu, which
 * then highlights nothing under the pointer, so a click would select nothing.
 */
export async function chooseAction(user: ReturnType<typeof userEvent.setup>, groupName: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${groupName}` }));
  await screen.findByRole('menuitem', { name: action });
  for (let i = 0; i < 20 && document.querySelector('[role=menuitem][data-highlighted]')?.textContent !== action; i++) {
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}

/** The text an input points to as its hint or error. */
export function description(input: HTMLElement): string {
  const ids = `${input.getAttribute('aria-describedby') ?? ''} ${input.getAttribute('aria-errormessage') ?? ''}`.split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
