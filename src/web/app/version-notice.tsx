// The spec's new-version notice (001 §8 "Other notices"): asks to refresh when the server's
// version changes under an open tab.
import { Button, Flex, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@web/i18n';
import { versionNotice } from './version-notice-store';

export function VersionNotice() {
  const { t } = useTranslation();
  const version = useSyncExternalStore(versionNotice.subscribe, versionNotice.get, versionNotice.get);
  if (!version) return null;
  return (
    <Flex
      role="alert"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      align="center"
      gap="3"
      px="4"
      py="3"
      rounded="lg"
      shadow="lg"
      bg="bg.panel"
      borderWidth="1px"
    >
      <Text fontSize="sm">{t('A new version is available. Please refresh the page.')}</Text>
      <Button size="sm" colorPalette="teal" onClick={() => window.location.reload()}>
        {t('Refresh')}
      </Button>
    </Flex>
  );
}
