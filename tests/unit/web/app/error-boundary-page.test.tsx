// @vitest-environment jsdom
// A page that crashes shows 'Aw snap' with a way home, and the crash is reported (001 §8).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../render-with-providers';

const reportError = vi.fn();
vi.mock('@web/api/report', () => ({ reportError: (text: string) => reportError(text) }));
const { ErrorBoundaryPage } = await import('@web/app/error-boundary-page');

function Broken(): never {
  throw new Error('kaboom');
}

describe('error boundary', () => {
  it('says Aw snap, links back to the homepage and reports the crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Broken />, { dataRouter: true, errorElement: <ErrorBoundaryPage /> });
    expect(await screen.findByRole('heading', { name: 'Aw snap' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/');
    expect(reportError).toHaveBeenCalledWith(expect.stringContaining('kaboom'));
  });
});
