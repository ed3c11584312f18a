// Home (/): greets the user with their credit balance and role, then the dashboard (issue 11) for
// users with its permission flag: message stats, stats by time, highlights and campaign stats.
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { formatCents } from '@domain/money';
import { useSession } from '@web/session/use-session';
import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '@web/ui/loading-skeleton';

// The dashboard's code (its calls, their schemas, the range picker) comes after the greeting has
// painted: / stays as small as it was before the dashboard (tests/bench/route-bundles.mjs).
const DashboardSection = lazy(async () => ({ default: (await import('./dashboard-section')).DashboardSection }));

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
    <Stack gap="6" maxW="7xl">
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
      {user.permissions.includes('dashboard') && (
        <Suspense fallback={<LoadingSkeleton height="64" />}>
          <DashboardSection />
        </Suspense>
      )}
    </Stack>
  );
}
