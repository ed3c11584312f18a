// @vitest-environment jsdom
// The responder lists as a user meets them: responders (or templates) 10 a page, searched by title,
// status and groups; the status switch and the spec's 'Required atleast one keyword'; creating a
// responder (then its editor), refused for a contact group that has one; duplicating ('Build new
// responder successfully!'); deleting ('Something went wrong!' when refused).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { responderMessages } from '@domain/responders';
import { RespondersPage } from '@web/features/responders/responders-page';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { CONTACT_GROUPS, DID_GROUPS, bodyOf, chooseAction, description, fakeServer, makeResponder, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const RESPONDERS = [makeResponder(), makeResponder({ id: 8, title: 'Callbacks', status: 0, contactGroups: [], didGroups: [], revision: null })];

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'POST /responder-v2/search': () => ({ status: 200, data: { items: RESPONDERS, total: 23 } }),
    'GET /contact-groups': () => ({ status: 200, data: CONTACT_GROUPS }),
    'GET /did-groups': () => ({ status: 200, data: DID_GROUPS }),
    ...extra,
  });
}

const toastsOf = (type: string) => toaster.getVisibleToasts().filter((t) => t.type === type).map((t) => t.description);
const routes = [{ path: '/responders/:id', element: <p>the editor</p> }];

describe('the responder list', () => {
  it('lists responders with status, groups and nodes, 10 a page, the published ones', async () => {
    const s = server();
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    const row = (await screen.findByRole('link', { name: 'Spring sale replies' })).closest('tr');
    expect(row && within(row).getByText('Spring leads')).toBeTruthy();
    expect(row && within(row).getByText('East coast')).toBeTruthy();
    expect(row && within(row).getByText('Enabled')).toBeTruthy();
    expect(row && within(row).getByText('Revision 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spring sale replies' }).getAttribute('href')).toBe('/responders/7');
    expect(bodyOf(s.calls('POST /responder-v2/search')[0])).toEqual({ published: true, page: 1, size: 10 });
  });

  it('asks the server for the title, status, contact group and DID group, from page 1', async () => {
    const user = userEvent.setup();
    const s = server();
    renderWithProviders(<RespondersPage />, { initialPath: '/responders?page=2' });
    await screen.findByText('Callbacks');
    expect(bodyOf(s.calls('POST /responder-v2/search')[0])).toMatchObject({ page: 2 });
    await user.type(screen.getByLabelText('Search'), 'spring');
    await waitFor(() => expect(bodyOf(s.calls('POST /responder-v2/search').at(-1)!)).toMatchObject({ title: 'spring', page: 1 }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Disabled');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Spring leads' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Contact group'), 'Spring leads');
    await user.selectOptions(screen.getByLabelText('DID group'), 'East coast');
    await waitFor(() =>
      expect(bodyOf(s.calls('POST /responder-v2/search').at(-1)!)).toEqual({ published: true, page: 1, size: 10, title: 'spring', status: 0, contactGroupId: 3, didGroupId: 5 }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodyOf(s.calls('POST /responder-v2/search').at(-1)!)).toEqual({ published: true, page: 1, size: 10 }));
  });

  it('lists templates under /responders/templates, and ?isResponderTemplate=true leads there', async () => {
    const s = server();
    const { router } = renderWithProviders(<RespondersPage />, { initialPath: '/responders-v2', routes: [{ path: '/responders-v2/templates', element: <RespondersPage /> }] });
    await router?.navigate('/responders-v2?isResponderTemplate=true');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/responders-v2/templates'));
    expect(await screen.findByRole('heading', { name: 'Responder templates' })).toBeTruthy();
    await waitFor(() => expect(bodyOf(s.calls('POST /responder-v2/search').at(-1)!)).toMatchObject({ published: false }));
    expect(screen.getByRole('link', { name: 'Spring sale replies' }).getAttribute('href')).toBe('/responders-v2/7');
  });
});

describe('the status switch', () => {
  it('turns a responder on when the server answers success', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /responder-v2/switchStatus': () => ({ status: 200, data: makeResponder({ id: 8, title: 'Callbacks', status: 1 }) }) });
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    await user.click(await screen.findByLabelText('Enable Callbacks'));
    await waitFor(() => expect(toastsOf('success')).toEqual(['Updated']));
    expect(bodyOf(s.calls('POST /responder-v2/switchStatus')[0])).toEqual({ id: 8, status: 1 });
  });

  it("says 'Required atleast one keyword' when the server answers anything else, and stays off", async () => {
    const user = userEvent.setup();
    server({
      'POST /responder-v2/switchStatus': () => ({ status: 400, data: { code: 400, message: responderMessages.keywordRequired, field: 'status' } }),
    });
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    const toggle = await screen.findByLabelText('Enable Callbacks');
    await user.click(toggle);
    await waitFor(() => expect(toastsOf('warning')).toEqual([responderMessages.keywordRequired]));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });
});

describe('creating a responder', () => {
  it('sends the title, groups and setting, then opens the editor', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /responder-v2/save': () => ({ status: 200, data: makeResponder({ id: 31, title: 'Welcome' }) }) });
    const { router } = renderWithProviders(<RespondersPage />, { initialPath: '/responders', routes });
    await screen.findByText('Callbacks');
    await user.click(screen.getByRole('button', { name: 'Create responder' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Title/), 'Welcome');
    await user.click(await within(dialog).findByLabelText('Spring leads'));
    const priority = within(dialog).getByLabelText('Priority');
    await user.clear(priority);
    await user.type(priority, '2');
    await user.click(within(dialog).getByLabelText('Enable loopback'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/responders/31'));
    expect(bodyOf(s.calls('POST /responder-v2/save')[0])).toEqual({
      title: 'Welcome',
      published: true,
      contactGroupIds: [3],
      didGroupIds: [],
      setting: { enableSleep: false, enableLoopback: true, priority: 2 },
    });
  });

  it("shows the server's 'Can not create another dialog for same contact group!'", async () => {
    const user = userEvent.setup();
    server({
      'POST /responder-v2/save': () => ({ status: 400, data: { code: 400, message: responderMessages.sameContactGroup, field: 'contactGroupIds' } }),
    });
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    await screen.findByText('Callbacks');
    await user.click(screen.getByRole('button', { name: 'Create responder' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Title/), 'Welcome');
    await user.click(await within(dialog).findByLabelText('Spring leads'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(responderMessages.sameContactGroup)).toBeTruthy();
  });

  it('checks the title before sending', async () => {
    const user = userEvent.setup();
    const s = server();
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    await screen.findByText('Callbacks');
    await user.click(screen.getByRole('button', { name: 'Create responder' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(description(within(dialog).getByLabelText(/Title/))).toContain('Title is required'));
    expect(s.calls('POST /responder-v2/save')).toHaveLength(0);
  });
});

describe('duplicating and deleting', () => {
  it("duplicates under a new title: 'Build new responder successfully!'", async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /responder-v2/duplicate': () => ({ status: 200, data: { message: responderMessages.built, responder: makeResponder({ id: 40, title: 'Spring sale replies (copy)' }) } }) });
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    await screen.findByText('Callbacks');
    await chooseAction(user, 'Spring sale replies', 'Duplicate');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(toastsOf('success')).toEqual([responderMessages.built]));
    expect(bodyOf(s.calls('POST /responder-v2/duplicate')[0])).toEqual({ title: 'Spring sale replies (copy)', templateId: 7 });
  });

  it("builds a responder from a template and opens it", async () => {
    const user = userEvent.setup();
    const template = makeResponder({ id: 50, title: 'Two-way starter', published: false, responderTemplate: true });
    const s = server({
      'POST /responder-v2/search': () => ({ status: 200, data: { items: [template], total: 1 } }),
      'POST /responder-v2/publish': () => ({ status: 200, data: { message: responderMessages.built, responder: makeResponder({ id: 51, title: 'Summer' }) } }),
    });
    const { router } = renderWithProviders(<RespondersPage />, { initialPath: '/responders/templates', routes });
    await screen.findByText('Two-way starter');
    await chooseAction(user, 'Two-way starter', 'Build responder');
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Build' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/responders/51'));
    expect(s.calls('POST /responder-v2/publish')[0].params).toEqual({ title: 'Summer', templateId: 50 });
    expect(toastsOf('success')).toEqual([responderMessages.built]);
  });

  it("says 'Something went wrong!' when a delete is refused", async () => {
    const user = userEvent.setup();
    server({ 'DELETE /responder-v2/delete': () => ({ status: 500, data: { code: 500, message: 'boom' } }) });
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    await screen.findByText('Callbacks');
    await chooseAction(user, 'Callbacks', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsOf('error')).toEqual([responderMessages.deleteFailed]));
  });

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const s = server({ 'DELETE /responder-v2/delete': () => ({ status: 200, data: { ok: true } }) });
    renderWithProviders(<RespondersPage />, { initialPath: '/responders' });
    await screen.findByText('Callbacks');
    await chooseAction(user, 'Callbacks', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsOf('success')).toEqual(['Deleted']));
    expect(s.calls('DELETE /responder-v2/delete')[0].params).toEqual({ id: 8 });
  });
});
