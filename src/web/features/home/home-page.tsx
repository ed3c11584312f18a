// Home (/): greets the user with their credit balance until the dashboard issue fills the page.
import { Card, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/app/i18n';
import { formatCents } from '@domain/money';
import { useSession } from '@web/session/use-session';

function greetingKey(hour: number): string {
  if (hour < 12) return 'Good morning, {{name}}';
  if (hour < 18) return 'Good afternoon, {{name}}';
  return 'Good evening, {{name}}';
}

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const name = user.firstname || user.username;
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t(greetingKey(new Date().getHours()), { name })}
        </Heading>
        <Text color="fg.muted">{t('Here is where your account stands today.')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <Card.Root>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{t('Credit balance')}</Stat.Label>
              <Stat.ValueText data-testid="home-balance">{formatCents(user.balanceCents)}</Stat.ValueText>
              <Stat.HelpText>{t('Prepaid credit available for sending')}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{t('Role')}</Stat.Label>
              <Stat.ValueText>{user.role}</Stat.ValueText>
              <Stat.HelpText>{user.email}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
