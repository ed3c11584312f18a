// Fixtures for the responder-page tests: responders and groups shaped like the server's answers,
// and the fake server of the contact pages (answers by "METHOD /path").

export { makeResponder } from '@tests/fixtures/responders';
export { bodyOf, chooseAction, description, fakeServer, type Handler } from '../contacts/fixtures';

const named = (id: number, name: string) => ({ id, name });
/** Just the fields the responder pages read of a contact group and a DID group. */
export const CONTACT_GROUPS = { items: [{ ...named(3, 'Spring leads'), type: 0, country: 'US', createDate: '2026-03-01T10:00:00.000Z' }], total: 1 };
export const DID_GROUPS = { items: [named(5, 'East coast')], total: 1 };
