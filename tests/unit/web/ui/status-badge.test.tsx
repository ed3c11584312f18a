// @vitest-environment jsdom
// Status colours: the spec's maps as data (pure) and the badge that draws them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import {
  approvalStatusColors,
  backgroundStatusColors,
  generalStatusColors,
  orderStatusColors,
  processStatusColors,
  statusTone,
  type StatusColorMap,
  type StatusTone,
} from '@domain/status-colors';
import { StatusBadge } from '@web/ui';
import { badgeLook } from '@web/ui/status-badge';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

type Case = [name: string, map: StatusColorMap, status: string, tone: StatusTone | null];
const cases: Case[] = [
  ['process', processStatusColors, 'COMPLETED', 'success'],
  ['process', processStatusColors, 'SUCCESSFUL', 'success'],
  ['process', processStatusColors, 'PAUSED_SYSTEM_MAINTENANCE', 'danger'],
  ['process', processStatusColors, 'CRASH', 'danger'],
  ['process', processStatusColors, 'RUNNING', 'primary'],
  ['process', processStatusColors, 'MAINTAIN', 'primary'],
  ['process', processStatusColors, 'INIT', 'black'],
  ['background', backgroundStatusColors, 'PENDING', 'primary'],
  ['background', backgroundStatusColors, 'RELEASED', 'success'],
  ['background', backgroundStatusColors, 'ROLLBACK', 'danger'],
  ['background', backgroundStatusColors, 'ROLLING_BACK', 'warning'],
  ['background', backgroundStatusColors, 'RELEASING', 'warning'],
  ['general', generalStatusColors, 'ACTIVE', 'success'],
  ['general', generalStatusColors, 'EXPIRED', 'danger'],
  ['general', generalStatusColors, 'REQUESTING', 'pending'],
  ['approval', approvalStatusColors, 'APPROVED', 'success'],
  ['approval', approvalStatusColors, 'PENDING', 'pending'],
  ['approval', approvalStatusColors, 'REJECTED', 'danger'],
  ['order', orderStatusColors, 'succeeded', 'success'],
  ['order', orderStatusColors, 'FAILED', 'danger'],
  ['order', orderStatusColors, 'wait-payment', 'pending'],
  ['order', orderStatusColors, 'WAIT_PAYMENT', 'pending'],
  ['order', orderStatusColors, 'part release', 'processing'],
  ['order', orderStatusColors, 'open', 'processing'],
  ['process', processStatusColors, 'SOMETHING_NEW', null],
];

describe('status colour maps', () => {
  it.each(cases.map(([name, map, status, tone]) => ({ name, map, status, tone })))('$name $status is $tone', ({ map, status, tone }) => {
    expect(statusTone(map, status)).toBe(tone);
  });
});

describe('StatusBadge', () => {
  it('draws each tone in its own palette and reads the status as words', () => {
    renderWithProviders(
      <>
        <StatusBadge status="PAUSED_SYSTEM_MAINTENANCE" map={processStatusColors} />
        <StatusBadge status="wait-payment" map={orderStatusColors} />
        <StatusBadge status="INIT" map={processStatusColors} label="Initialising" />
        <StatusBadge status="UNKNOWN" map={backgroundStatusColors} />
      </>,
    );
    const danger = screen.getByText('Paused system maintenance');
    expect(danger.getAttribute('data-tone')).toBe('danger');
    expect(screen.getByText('Wait payment').getAttribute('data-tone')).toBe('pending');
    expect(screen.getByText('Initialising').getAttribute('data-tone')).toBe('black');
    expect(screen.getByText('Unknown').getAttribute('data-tone')).toBe('neutral');
  });

  it('maps the tones to distinct palettes, primary being the accent and black solid', () => {
    expect(badgeLook('success').colorPalette).toBe('green');
    expect(badgeLook('danger').colorPalette).toBe('red');
    expect(badgeLook('primary').colorPalette).toBe('accent');
    expect(badgeLook('black')).toEqual({ colorPalette: 'gray', variant: 'solid' });
    const palettes = (['success', 'danger', 'primary', 'warning', 'pending', 'processing'] as const).map((t) => badgeLook(t).colorPalette);
    expect(new Set(palettes).size).toBe(palettes.length);
  });
});
