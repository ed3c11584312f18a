// Home (/): greets the user with their credit balance until the dashboard issue fills the page.
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { formatCents } from '@domain/money';
import { useSession } from '@web/session/use-session';

function greetingKey(hour: number): string {
  if (hour < 12) return 'Good morning, {{name}}';
  if (hour < 18) return 'Good afternoon, {{name}}';
  return 'Good evening, {{name}}';
}

/** One figure on a card: a label, the value in large type, a line of help. */
function Figure({ label, value, help }: { label: string; value: string; help: string }) {
  return (
    <Stack gap="1">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="semibold">
        {value}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {help}
      </Text>
    </Stack>
  );
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
            <Figure label={t('Credit balance')} value={formatCents(user.balanceCents)} help={t('Prepaid credit available for sending')} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Figure label={t('Role')} value={user.role} help={user.email} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
