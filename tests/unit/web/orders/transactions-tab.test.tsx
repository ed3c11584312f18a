// @vitest-environment jsdom
// The Transactions tab as a user meets it, with the list call faked: bank transfer first (or the
// type from the URL), pages by offset; card charges page by afterId and stop when fewer than 9
// come back; choosing another type clears the ticked statuses; Reset goes back to bank transfer;
// a card charge's failure message shows, and a failed charge has no invoice ('-').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction, TransactionType } from '@domain/orders';
import { TransactionsTab } from '@web/features/orders/transactions-tab';
import { bodyOf, fakeServer } from '../contacts/fixtures';
import { renderWithProviders } from '../render-with-providers';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

interface ListBody {
  type: TransactionType;
  limit: number;
  offset?: number;
  afterId?: number;
  statuses?: string[];
}

function row(id: number, type: TransactionType, extra: Partial<Transaction> = {}): Transaction {
  return {
    id, amount: id * 100, released: 0, amountInCent: id * 10_000, currency: '$', type, created: '2026-11-20T10:00:00.000Z',
    status: type === 'credit card' ? 'succeeded' : 'wait-payment', description: type === 'credit card' ? `Package $${id}.00` : '',
    failureMessage: null, ...extra,
  };
}

/** A server holding `counts[type]` rows of each type, ids counting down from 100. */
function server(counts: Record<TransactionType, number>) {
  return fakeServer({
    'POST /orders/list': ({ body }) => {
      const q = body as ListBody;
      const all = Array.from({ length: counts[q.type] }, (_, i) =>
        row(100 - i, q.type, q.type === 'credit card' && i === 0 ? { status: 'failed', failureMessage: 'Your card was declined.' } : {}),
      );
      const from = q.type === 'credit card' ? all.filter((r) => q.afterId === undefined || r.id < q.afterId) : all.slice(q.offset ?? 0);
      return { status: 200, data: { result: from.slice(0, q.limit), type: q.type } };
    },
  });
}

const bodies = (s: ReturnType<typeof server>) => s.calls('POST /orders/list').map((r) => bodyOf(r) as ListBody);

describe('Transactions tab', () => {
  it('starts on bank transfer and pages by offset until a short page', async () => {
    const s = server({ 'bank transfer': 13, 'credit card': 0, referral: 0 });
    renderWithProviders(<TransactionsTab />);
    await waitFor(() => expect(bodies(s)).toHaveLength(2));
    expect(bodies(s).map((b) => [b.type, b.offset, b.afterId])).toEqual([
      ['bank transfer', 0, undefined],
      ['bank transfer', 10, undefined],
    ]);
    expect(await screen.findByText('88')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Detail' })).toHaveLength(13);
  });

  it('pages card charges by the last id and stops when fewer than 9 come back', async () => {
    const s = server({ 'bank transfer': 0, 'credit card': 18, referral: 0 });
    renderWithProviders(<TransactionsTab />, { initialPath: '/?type=credit%20card' });
    await waitFor(() => expect(bodies(s)).toHaveLength(2));
    expect(bodies(s).map((b) => [b.type, b.offset, b.afterId])).toEqual([
      ['credit card', undefined, undefined],
      ['credit card', undefined, 91],
    ]);
    // 8 came back: the list ends there.
    await new Promise((r) => setTimeout(r, 300));
    expect(bodies(s)).toHaveLength(2);
    const failed = screen.getByText('Your card was declined.').closest('tr')!;
    expect(within(failed).getByText('-')).toBeTruthy();
    const ok = screen.getByText('Package $99.00').closest('tr')!;
    expect(within(ok).getByRole('link', { name: /pdf/i }).getAttribute('target')).toBe('_blank');
  });

  it('clears the statuses when the type changes, and Reset goes back to bank transfer', async () => {
    const user = userEvent.setup();
    const s = server({ 'bank transfer': 2, 'credit card': 2, referral: 1 });
    renderWithProviders(<TransactionsTab />);
    await waitFor(() => expect(bodies(s)).toHaveLength(1));
    const statuses = screen.getByRole('group', { name: 'Statuses' });
    await user.click(within(statuses).getByText('Wait payment'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies(s)).toHaveLength(2));
    expect(bodies(s)[1].statuses).toEqual(['wait-payment']);
    const ticked = () => statuses.querySelectorAll('input[type=checkbox]:checked').length;
    expect(ticked()).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'credit card');
    expect(ticked()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies(s)).toHaveLength(3));
    expect(bodies(s)[2]).toMatchObject({ type: 'credit card', statuses: [] });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodies(s)).toHaveLength(4));
    expect(bodies(s)[3]).toMatchObject({ type: 'bank transfer', statuses: [] });
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('bank transfer');
  });
});
