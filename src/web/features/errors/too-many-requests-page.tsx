// /429: where the transport layer sends the user when the server says too many requests.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { Link } from 'react-router-dom';

export function TooManyRequestsPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" minH="100dvh" gap="4" textAlign="center" p="6">
      <Text fontSize="6xl" fontWeight="bold" color="accent.fg">
        429
      </Text>
      <Heading as="h1" size="xl">
        {t('Too many requests')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('You have made too many requests in a short time. Please wait a minute and try again.')}
      </Text>
      <Button asChild colorPalette="teal">
        <Link to="/">{t('Back to homepage')}</Link>
      </Button>
    </Stack>
  );
}
