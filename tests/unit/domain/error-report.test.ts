// Error reports are cut to what a chat message should carry, after their secrets are masked, on
// both sides of the wire (src/domain/error-report.ts).
import { describe, expect, it } from 'vitest';
import {
  REPORT_ATTACHMENTS_MAX,
  REPORT_ATTACHMENT_TEXT_MAX_CHARS,
  REPORT_TEXT_MAX_CHARS,
  errorReportSchema,
  prepareErrorReport,
  truncateText,
} from '@domain/error-report';

describe('error reports', () => {
  it('cuts long texts with an ellipsis, never inside a surrogate pair', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('abcdefghij', 5)).toBe('abcd…');
    const cut = truncateText(`abc${'😀'.repeat(5)}`, 5);
    expect(cut).toBe('abc…');
    expect(cut.length).toBeLessThanOrEqual(5);
  });

  it('masks before it cuts, so a cut cannot leave half a password', () => {
    const text = `${'x'.repeat(REPORT_TEXT_MAX_CHARS - 20)} {"password":"Hunter#2026-and-a-long-tail"}`;
    const prepared = prepareErrorReport({ text });
    expect(prepared.text).not.toContain('Hunter');
    expect(prepared.text.length).toBeLessThanOrEqual(REPORT_TEXT_MAX_CHARS);
  });

  it('keeps the first attachments only, each cut to size', () => {
    const attachments = Array.from({ length: 9 }, (_, i) => ({ color: 'danger', text: `${i}${'y'.repeat(5_000)}` }));
    const prepared = prepareErrorReport({ text: 'x', attachments });
    expect(prepared.attachments?.length).toBe(REPORT_ATTACHMENTS_MAX);
    expect(prepared.attachments?.[0]).toMatchObject({ color: 'danger' });
    expect(prepared.attachments?.every((a) => a.text.length === REPORT_ATTACHMENT_TEXT_MAX_CHARS)).toBe(true);
  });

  it('takes text and attachments only: channel, username and icon are dropped', () => {
    const parsed = errorReportSchema.parse({ text: 'x', channel: '#general', username: 'CEO', icon_url: 'https://evil.example/i.png' });
    expect(parsed).toEqual({ text: 'x' });
  });
});
