// @vitest-environment jsdom
// The editor page as a user meets it, on the real canvas and machine with a fake server: the
// responder loads with its title, save state and problems; publishing says the server's message and
// the new revision; an opened revision shows what changed and is restored as an edit; save sends
// the whole graph with the version it was loaded at; a responder that cannot be loaded says the
// spec's message with a retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { EMPTY_LIBRARY } from '@flows/canvas/library';
import { responderMessages } from '@domain/responders';
import { system } from '@web/app/theme';
import { ResponderEditorPage } from '@web/features/responders/responder-editor-page';
import { setLanguage } from '@web/i18n';
import { toaster } from '@web/ui';
// The browser stand-ins React Flow needs in jsdom.
import '../../canvas/canvas-fixtures';
import { at, sms, twoNodes } from '../../canvas/canvas-documents';
import { bodyOf, fakeServer, makeResponder, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });
beforeEach(() => toaster.remove());
afterEach(cleanup);

const responder = makeResponder({ id: 7, title: 'Spring sale replies', revision: 2, version: 4 });
const doc = twoNodes();
/** Revision 1: Node #1.1 sent another message then. */
const older = { nodes: doc.nodes.map((n) => (n.id === 'n1' ? { ...n, actions: [sms('a1', { message: 'Old text' })], position: at(0, 0) } : n)), notes: [] };

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'POST /responder-v2/getNodes': () => ({ status: 200, data: { responder, nodes: doc.nodes, edges: [], notes: [], version: 4 } }),
    'GET /responder-v2/config': () => ({
      status: 200,
      data: { library: { ...EMPTY_LIBRARY, contactGroups: [] }, prices: [], triggerTypes: [], actionTypes: [], triggersAfter: {}, startTriggers: [], pageSize: 10 },
    }),
    ...extra,
  });
}

function openEditor(path = '/responders/7') {
  void setLanguage('en');
  const router = createMemoryRouter([{ path: '/responders/:id', element: <ResponderEditorPage /> }, { path: '/responders', element: <p>the list</p> }], { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <div style={{ height: 800 }}>
        <RouterProvider router={router} />
      </div>
    </ChakraProvider>,
  );
  return router;
}

const toastsOf = (type: string) => toaster.getVisibleToasts().filter((t) => t.type === type).map((t) => t.description);

describe('the responder editor page', () => {
  it('loads the responder on the canvas with its save state and problems', async () => {
    const s = server();
    openEditor();
    expect(await screen.findByRole('heading', { name: 'Spring sale replies' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('All changes saved · Revision 2');
    expect(await screen.findByText('Node #1.1', { selector: '.rc-node-label' })).toBeTruthy();
    expect(s.calls('POST /responder-v2/getNodes')[0].params).toEqual({ responderId: 7 });
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /^Problems: 0 errors, \d+ warnings$|^No problems$/ })).toBeTruthy();
  });

  it('publishes with the server’s message and shows the new revision', async () => {
    const user = userEvent.setup();
    server({ 'POST /responder-v2/publish': () => ({ status: 200, data: { message: 'Published: revision 3 kept', responder: { ...responder, revision: 3 } } }) });
    openEditor();
    await screen.findByRole('heading', { name: 'Spring sale replies' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toastsOf('success')).toEqual(['Published: revision 3 kept']));
    expect(screen.getByRole('status').textContent).toBe('All changes saved · Revision 3');
  });

  it('opens a revision read-only with what changed, restores it as an edit, and saves the graph with its version', async () => {
    const user = userEvent.setup();
    const s = server({
      'GET /responder-v2/revisions': () => ({ status: 200, data: { items: [{ id: 11, number: 1, title: 'Spring sale replies', nodeCount: 2, createdAt: '2026-03-01T10:00:00.000Z' }] } }),
      'GET /responder-v2/revision': () => ({
        status: 200,
        data: { id: 11, number: 1, title: 'Spring sale replies', nodeCount: 2, createdAt: '2026-03-01T10:00:00.000Z', setting: responder.setting, document: older },
      }),
      'PUT /responder-v2/document': () => ({ status: 200, data: { version: 5, updatedAt: '2026-03-02T10:00:00.000Z' } }),
    });
    openEditor();
    await screen.findByRole('heading', { name: 'Spring sale replies' });
    await user.click(screen.getByRole('button', { name: 'Revisions' }));
    await user.click(await screen.findByRole('button', { name: 'Open revision 1' }));
    const banner = await screen.findByRole('region', { name: 'Revision 1' });
    expect(banner.textContent).toContain('1 changed: Node #1');
    await user.click(within(banner).getByRole('button', { name: 'Restore this revision' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Unsaved changes · Revision 2'));
    expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('title')).toBe('Undo Restore revision 1 (Ctrl+Z)');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved · Revision 2'));
    const [put] = s.calls('PUT /responder-v2/document');
    expect(put.params).toEqual({ responderId: 7 });
    expect(bodyOf(put)).toMatchObject({ version: 4, nodes: older.nodes.map((n) => ({ id: n.id, actions: n.actions })) });
  });

  it("says '[GET_RESPONDER_DETAIL] Something went wrong!' when the responder cannot be loaded, and retries", async () => {
    const user = userEvent.setup();
    let calls = 0;
    server({
      'POST /responder-v2/getNodes': () =>
        ++calls === 1
          ? { status: 404, data: { code: 404, message: responderMessages.missing } }
          : { status: 200, data: { responder, nodes: doc.nodes, edges: [], notes: [], version: 4 } },
    });
    openEditor();
    expect(await screen.findByText(responderMessages.detailFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Spring sale replies' })).toBeTruthy();
  });
});
