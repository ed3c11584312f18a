// i18n: English is the default and its keys are the English texts themselves (the spec's words),
// so a component writes t('Forgot Password') and the Vietnamese catalogue maps that text. Every
// t('...') literal in src/web must have a Vietnamese entry; tests/unit/web/i18n-catalogue.test.ts
// checks it. See docs/decisions/0003-i18n-natural-keys.md.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/**
 * The Vietnamese catalogue loads only when it is needed: English needs none (its keys are its
 * texts), and the catalogue grows with every page.
 */
async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { vi } = await import('./vi');
  i18n.addResourceBundle('vi', 'translation', vi);
}

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: {} } },
  lng: 'en',
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
