// @vitest-environment jsdom
// The translator: English keys are their own text, Vietnamese comes from the catalogue once
// chosen, placeholders are filled, templated validation messages are translated part by part.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, storedLanguage, t, tMessage, useTranslation } from '@web/i18n';

afterEach(async () => {
  await setLanguage('en');
});

function Greeting() {
  const { t: translate } = useTranslation();
  return <p>{translate('Good morning, {{name}}', { name: 'Dana' })}</p>;
}

describe('i18n', () => {
  it('shows English keys as they are and fills placeholders', () => {
    expect(t('Forgot Password')).toBe('Forgot Password');
    expect(t('Good morning, {{name}}', { name: 'Dana' })).toBe('Good morning, Dana');
  });

  it('switches to Vietnamese, remembers the choice and sets the page language', async () => {
    await setLanguage('vi');
    expect(t('Forgot Password')).toBe('Quên mật khẩu');
    expect(storedLanguage()).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('falls back to English for a text the catalogue lacks', async () => {
    await setLanguage('vi');
    expect(t('A text nobody translated')).toBe('A text nobody translated');
  });

  it('re-renders components when the language changes', async () => {
    render(<Greeting />);
    expect(screen.getByText('Good morning, Dana')).toBeTruthy();
    await act(() => setLanguage('vi'));
    expect(screen.getByText('Chào buổi sáng, Dana')).toBeTruthy();
  });

  it('translates templated validation messages with their field', async () => {
    await setLanguage('vi');
    expect(tMessage('Email is required field!')).toBe('Email là trường bắt buộc!');
    expect(tMessage('Password must be at least 8 character(s)!')).toBe('Mật khẩu phải có ít nhất 8 ký tự!');
    expect(tMessage('Email is invalid')).toBe('Email không hợp lệ');
  });
});
