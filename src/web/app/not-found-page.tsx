// 404 (000 §2: "404 says Page not found").
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" minH="60dvh" gap="4" textAlign="center" p="6">
      <Text fontSize="6xl" fontWeight="bold" color="accent.fg">
        404
      </Text>
      <Heading as="h2" size="xl">
        {t('Page not found')}
      </Heading>
      <Text color="fg.muted">{t('The page you are looking for does not exist or has moved.')}</Text>
      <Button asChild colorPalette="teal">
        <Link to="/">{t('Back to homepage')}</Link>
      </Button>
    </Stack>
  );
}
