// The frame of the two warning pages: no menu (the user cannot go anywhere else yet), the reason,
// 'Check again' (re-reads the user, so the guard lets them through once the cause is gone) and Logout.
import { Alert, Box, Button, Card, Center, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { BrandBar } from '@web/ui/brand-bar';
import { useLogout } from '@web/session/use-logout';
import { useRecheck } from './use-recheck';

interface Props {
  title: string;
  alert: string;
  children: ReactNode;
  /** Room for a payment area's tables (the minimum-balance page). */
  wide?: boolean;
}

export function WarningLayout({ title, alert, children, wide = false }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { recheck, checking } = useRecheck();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <BrandBar />
      <Center flex="1" px="4" pb="16">
        <Card.Root w="full" maxW={wide ? '5xl' : '2xl'}>
          <Card.Body>
            <Stack gap="5">
              <Heading as="h1" size="2xl">
                {t(title)}
              </Heading>
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{t(alert)}</Alert.Title>
              </Alert.Root>
              <Box color="fg.muted">{children}</Box>
              <Flex gap="3" justify="flex-end">
                <Button colorPalette="teal" onClick={recheck} loading={checking}>
                  {t('Check again')}
                </Button>
                <Button variant="outline" onClick={logout}>
                  {t('Logout')}
                </Button>
              </Flex>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Center>
    </Flex>
  );
}
