// i18n: English is the default and its keys are the English texts themselves (the spec's words),
// so a component writes t('Forgot Password') and the Vietnamese catalogue maps that text. Every
// t('...') literal in src/web must have a Vietnamese entry; tests/unit/web/i18n-catalogue.test.ts
// checks it. See docs/decisions/0003-i18n-natural-keys.md.
//
// A library (i18next) did this before; with natural keys, two languages and no plurals in
// Vietnamese, all it took was lookup and {{placeholder}} interpolation, and it cost the login
// route ~15 KB gzip (docs/decisions/0005-login-route-budget.md).
import { useSyncExternalStore } from 'react';
import { translateMessage } from './translate-message';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'vi', label: 'Tiếng Việt' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

const STORAGE_KEY = 'language';
const catalogues: Partial<Record<Language, Record<string, string>>> = { en: {} };
const listeners = new Set<() => void>();
let language: Language = 'en';

function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// One function per language, so a component memoised on `t` re-renders when the language changes.
const translators = new Map<Language, Translate>();
function translatorFor(lang: Language): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = (key, params) => interpolate(catalogues[lang]?.[key] || key, params);
    translators.set(lang, t);
  }
  return t;
}

export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return stored === 'vi' ? 'vi' : 'en';
}

/**
 * The Vietnamese catalogue loads only when it is needed: English needs none (its keys are its
 * texts), and the catalogue grows with every page.
 */
async function loadCatalogue(lang: Language): Promise<void> {
  if (catalogues[lang]) return;
  const { vi } = await import('./vi');
  catalogues.vi = vi;
}

export async function setLanguage(lang: Language): Promise<void> {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, lang);
  await loadCatalogue(lang);
  language = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  listeners.forEach((l) => l());
}

/** Translate outside React (toasts, machines' messages); components use useTranslation(). */
export const t: Translate = (key, params) => translatorFor(language)(key, params);

export const i18n = {
  get language(): Language {
    return language;
  },
  t,
  changeLanguage: setLanguage,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentLanguage = () => language;

/** The current language's translate function; the component re-renders when the language changes. */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const lang = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: translatorFor(lang), i18n };
}

/** Translate a message that may carry a field label or a number (validation, server errors). */
export function tMessage(message: string): string {
  return translateMessage(message, (key) => t(key));
}
