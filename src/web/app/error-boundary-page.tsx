// The route error boundary: 'Aw snap' with a back-to-homepage link (000 §2), and the crash sent
// to the chat channel as the error catalogue's crash report (001 §8).
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n';
import { useRouteError } from 'react-router-dom';

export function ErrorBoundaryPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    const detail = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    // The api client loads here rather than with every page: most visits never crash.
    void import('@web/api/report').then(({ reportError }) => reportError(`Crash at ${window.location.pathname}: ${detail}`));
  }, [error]);
  return (
    <Stack align="center" justify="center" minH="100dvh" gap="4" textAlign="center" p="6">
      <Heading as="h1" size="3xl">
        {t('Aw snap')}
      </Heading>
      <Text color="fg.muted">{t('Something went wrong while showing this page. We have been told about it.')}</Text>
      {/* A full page load, not a client navigation: the app's state may be what crashed. */}
      <Button asChild colorPalette="teal">
        <a href="/">{t('Back to homepage')}</a>
      </Button>
    </Stack>
  );
}
