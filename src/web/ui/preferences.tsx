// Language switch and theme toggle: used in the top bar and on the login-area pages.
import { HStack, IconButton, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n';
import { LANGUAGES, setLanguage, type Language } from '@web/i18n';
import { applyTheme, storedTheme, type Theme } from './color-mode';
import { MoonIcon, SunIcon } from '@web/ui/icons';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('Language')}
        value={i18n.language}
        onChange={(e) => void setLanguage(e.currentTarget.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'dark-theme' ? 'light-theme' : 'dark-theme';
  return (
    <IconButton
      aria-label={theme === 'dark-theme' ? t('Switch to light theme') : t('Switch to dark theme')}
      variant="ghost"
      size="sm"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {theme === 'dark-theme' ? <SunIcon boxSize="5" /> : <MoonIcon boxSize="5" />}
    </IconButton>
  );
}

export function Preferences() {
  return (
    <HStack gap="2">
      <LanguageSwitch />
      <ThemeToggle />
    </HStack>
  );
}
