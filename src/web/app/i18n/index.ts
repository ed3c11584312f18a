// i18n: English is the default and its keys are the English texts themselves (the spec's words),
// so a component writes t('Forgot Password') and the Vietnamese catalogue maps that text. Every
// t('...') literal in src/web must have a Vietnamese entry; tests/unit/web/i18n-catalogue.test.ts
// checks it. See docs/decisions/0003-i18n-natural-keys.md.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from './vi';
import { translateMessage } from './translate-message';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'vi', label: 'Tiếng Việt' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'language';

export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return stored === 'vi' ? 'vi' : 'en';
}

export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: {} }, vi: { translation: vi } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

/** Translate a message that may carry a field label or a number (validation, server errors). */
export function tMessage(message: string): string {
  return translateMessage(message, (key) => i18n.t(key));
}

export { i18n };
