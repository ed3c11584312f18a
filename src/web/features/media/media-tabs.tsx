// The small tab bar of the media area (000 §2 "/media, /media/storage, /media/audio-builder"):
// each tab is a page of its own, so these are links; the current one is marked for screen readers.
import { Button, HStack } from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

const TABS = [
  { path: '/media', label: 'Media' },
  { path: '/media/storage', label: 'Storage' },
  { path: '/media/audio-builder', label: 'Audio builder' },
] as const;

export function MediaTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={t('Media pages')} gap="1" borderBottomWidth="1px" mb="4">
      {TABS.map((tab) => {
        const current = pathname.replace(/\/$/, '') === tab.path;
        return (
          <Button
            key={tab.path}
            asChild
            variant="ghost"
            rounded="none"
            mb="-1px"
            borderBottomWidth="2px"
            borderBottomColor={current ? 'accent.solid' : 'transparent'}
            color={current ? 'fg' : 'fg.muted'}
          >
            <NavLink to={tab.path} end>
              {t(tab.label)}
            </NavLink>
          </Button>
        );
      })}
    </HStack>
  );
}
