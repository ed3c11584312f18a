// @vitest-environment jsdom
// Each page opened is recorded once (POST /user_analytic/insert; decision 47): the path without its
// query string, the route's title; a change of query alone is the same page; a refused record (429,
// or 404 from a server without the call) shows nothing and does not stop the page.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { usePageViews } from '@web/app/shell/use-page-views';
import { toaster } from '@web/ui';
import { bodyOf, fakeServer } from '../contacts/fixtures';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

function Page({ title }: { title: string }) {
  usePageViews(title);
  return <p>{title}</p>;
}

describe('page views', () => {
  it('records each path once with its title, quietly whatever the server answers', async () => {
    let answer = 200;
    const server = fakeServer({ 'POST /user_analytic/insert': () => ({ status: answer, data: answer === 200 ? { recorded: true } : { code: answer, message: 'no' } }) });
    const { router } = renderWithProviders(<Page title="Inbox" />, {
      initialPath: '/inbox',
      routes: [{ path: '/send', element: <Page title="Send" /> }],
    });
    expect(await screen.findByText('Inbox')).toBeTruthy();
    await waitFor(() => expect(server.calls('POST /user_analytic/insert')).toHaveLength(1));
    expect(bodyOf(server.calls('POST /user_analytic/insert')[0]!)).toEqual({ event: 'page_view', path: '/inbox', title: 'Inbox' });

    answer = 429;
    await act(() => router!.navigate('/send?tab=offers'));
    expect(await screen.findByText('Send')).toBeTruthy();
    await waitFor(() => expect(server.calls('POST /user_analytic/insert')).toHaveLength(2));
    expect(bodyOf(server.calls('POST /user_analytic/insert')[1]!)).toEqual({ event: 'page_view', path: '/send', title: 'Send' });
    await act(() => router!.navigate('/send?tab=creatives'));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls('POST /user_analytic/insert')).toHaveLength(2);
    answer = 404;
    await act(() => router!.navigate('/inbox'));
    await waitFor(() => expect(server.calls('POST /user_analytic/insert')).toHaveLength(3));
    expect(await screen.findByText('Inbox')).toBeTruthy();
    expect(router!.state.location.pathname).toBe('/inbox');
    expect(toaster.getVisibleToasts()).toEqual([]);
  });
});
