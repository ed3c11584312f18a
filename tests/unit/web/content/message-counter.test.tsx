// @vitest-environment jsdom
// The counter under a creative's message: characters, segments and what is left, the channel, the
// unicode flag naming its characters, and spintax measured by its longest spin.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MessageCounter } from '@web/features/content/message-counter';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

const counter = () => screen.getByTestId('message-counter').textContent ?? '';

describe('MessageCounter', () => {
  it('counts an A2P GSM message into 153-character parts past 160', () => {
    renderWithProviders(<MessageCounter message={'a'.repeat(161)} channel="A2P" />);
    expect(counter()).toContain('161 characters');
    expect(counter()).toContain('2 segment(s)');
    expect(counter()).toContain('145 left in this segment');
    expect(counter()).toContain('A2P');
    expect(counter()).not.toContain('Unicode');
  });

  it('flags unicode and names the characters that cause it', () => {
    renderWithProviders(<MessageCounter message="Xin chào bạn" channel="A2P" />);
    expect(counter()).toContain('Unicode: ạ');
    expect(counter()).toContain('58 left in this segment');
  });

  it('measures spintax by its longest spin, and P2P by 160 characters', () => {
    renderWithProviders(<MessageCounter message={'{Hi|Hello there} ' + 'ж'.repeat(100)} channel="P2P" />);
    expect(counter()).toContain('112 characters');
    expect(counter()).toContain('(longest spin)');
    expect(counter()).toContain('1 segment(s)');
    expect(counter()).toContain('P2P');
  });
});
