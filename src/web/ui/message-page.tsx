// A whole-page message with a way out: 404, 429 and the like. The code is shown large, the title
// is the page's heading.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

export type MessagePageProps = {
  code: string;
  /** English catalogue keys; the page translates them. */
  title: string;
  text: string;
  minH?: string;
};

export function MessagePage({ code, title, text, minH = '60dvh' }: MessagePageProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" minH={minH} gap="4" textAlign="center" p="6">
      <Text fontSize="6xl" fontWeight="bold" color="accent.fg">
        {code}
      </Text>
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t(text)}
      </Text>
      <Button asChild colorPalette="teal">
        <Link to="/">{t('Back to homepage')}</Link>
      </Button>
    </Stack>
  );
}
