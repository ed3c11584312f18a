// @vitest-environment jsdom
// The monitoring table as the user arranged it: only the shown columns, in the layout's order, the
// spec's groups over their columns, frozen columns stuck at the sum of the widths before them, and
// a sortable header cycling descending, ascending, none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { defaultMonitoringLayout, setColumnFrozen, setColumnVisible, type MonitoringLayout } from '@domain/monitoring-layout';
import type { MonitoringRow } from '@domain/monitoring';
import { monitoringCells } from '@web/features/monitoring/monitoring-cells';
import { MonitoringTable } from '@web/features/monitoring/monitoring-table';
import { renderWithProviders } from '../render-with-providers';

const t = (key: string, params?: Record<string, string | number>) => key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));

const row: MonitoringRow = {
  id: 7, title: 'Spring push', status: 'running', pauseReason: null, waitReason: null, messageType: 'SMS', createdAt: '2026-03-03T10:00:00.000Z',
  startedAt: '2026-03-03T10:00:00.000Z', finishedAt: null, contactGroups: [{ id: 1, name: 'Leads', on: true }, { id: 2, name: 'Old leads', on: false }],
  routes: [{ id: 3, name: 'US 10DLC Two-way', senders: ['Chicago pool'], on: true }], totalDid: 15, total: 1000, campaignOffset: null, remainContact: 600,
  percent: 40, timeRemainingSeconds: 3600, activeCalls: 0, realSpeed: 480, maxSpeed: 600, sent: 400, delivered: 300, failed: 10, blocked: 2, optout: 1,
  attemptFailed: 0, rejected: 0, clicked: 60, replied: 15, convertor: 6, callback: 0, listen: 0, amd: 0, callSeconds: 0, acdSeconds: 0, deliveredRate: 75,
  clickRate: 20, replyRate: 5, optoutRate: 0.25, blockRate: 0.5, conversionRate: 2, costMillicents: 300_000, costPerClickMillicents: 5000,
  costPerMessageMillicents: 750, amdCostMillicents: 0, revenueCents: 450, profitCents: 150, roiPercent: 50, revPerMilCents: 1_125_000,
  revPerMilMessageCents: 1_125_000, revPerMilMinuteCents: null, rpcCents: 7.5, callRatePercent: null,
};

function show(layout: MonitoringLayout, onSortChange = vi.fn(), onWidthChange = vi.fn()) {
  renderWithProviders(
    <MonitoringTable label="Monitored campaigns" layout={layout} rows={[row]} loading={false} cells={monitoringCells(t, () => undefined)} onSortChange={onSortChange} onWidthChange={onWidthChange} highlightId={7} rowActions={() => null} empty="none" />,
  );
  return onSortChange;
}

describe('monitoring table', () => {
  afterEach(cleanup);

  it('shows the layout’s columns under their groups, in the spec’s formats', () => {
    show(setColumnVisible(defaultMonitoringLayout(), 'sent', false));
    const table = screen.getByRole('table', { name: 'Monitored campaigns' });
    expect(within(table).queryByRole('columnheader', { name: 'Sent' })).toBeNull();
    for (const group of ['Routes', 'Speed', 'Statistic', 'Cost']) expect(within(table).getByRole('columnheader', { name: group })).toBeTruthy();
    const cells = within(table).getAllByRole('row')[2]!;
    expect(cells.textContent).toContain('Leads, Old leads (off)');
    expect(cells.textContent).toContain('$0.050');
    expect(cells.textContent).toContain('$0.008');
    expect(cells.textContent).toContain('$4.5');
    expect(cells.textContent).toContain('50.00%');
    expect(cells.textContent).toContain('1h 00m');
    expect(cells.getAttribute('data-highlighted')).toBe('');
  });

  it('sticks frozen columns at the widths before them', () => {
    show(setColumnFrozen(defaultMonitoringLayout(), 'status', true));
    const status = screen.getByRole('columnheader', { name: 'Status' });
    expect(status.style.position || getComputedStyle(status).position).toBe('sticky');
    expect(getComputedStyle(status).left).toBe('220px');
  });

  it('takes a column\'s width from its grip, by keyboard and pointer, within 60-800 px', () => {
    const resized = vi.fn();
    show(setColumnVisible(defaultMonitoringLayout(), 'sent', true), vi.fn(), resized);
    const grip = screen.getByRole('separator', { name: 'Width of Title' });
    expect(grip.getAttribute('aria-valuenow')).toBe('220');
    fireEvent.keyDown(grip, { key: 'ArrowRight' });
    expect(resized).toHaveBeenLastCalledWith('title', 230);
    fireEvent.keyDown(grip, { key: 'ArrowLeft', shiftKey: true });
    expect(resized).toHaveBeenLastCalledWith('title', 170);
    fireEvent.keyDown(grip, { key: 'Home' });
    expect(resized).toHaveBeenLastCalledWith('title', 60);
    const sent = screen.getByRole('separator', { name: 'Width of Sent' });
    const before = Number(sent.getAttribute('aria-valuenow'));
    sent.setPointerCapture = () => undefined;
    sent.hasPointerCapture = () => false;
    fireEvent.pointerDown(sent, { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(sent, { clientX: 5000, pointerId: 1 });
    expect(resized).toHaveBeenLastCalledWith('sent', 800);
    fireEvent.pointerUp(sent, { pointerId: 1 });
    fireEvent.pointerMove(sent, { clientX: 520, pointerId: 1 });
    expect(resized).toHaveBeenLastCalledWith('sent', 800);
    expect(before).toBeGreaterThanOrEqual(60);
  });

  it('cycles a sortable header descending, then ascending, then none', () => {
    const sorted = show({ ...defaultMonitoringLayout(), sort: { key: 'roi', direction: 'DESC' } });
    const roi = screen.getByRole('columnheader', { name: 'ROI' });
    expect(roi.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(roi).getByRole('button'));
    expect(sorted).toHaveBeenLastCalledWith({ key: 'roi', direction: 'ASC' });
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(sorted).toHaveBeenLastCalledWith({ key: 'sent', direction: 'DESC' });
    expect(within(screen.getByRole('columnheader', { name: 'Time remaining' })).queryByRole('button')).toBeNull();
  });
});
