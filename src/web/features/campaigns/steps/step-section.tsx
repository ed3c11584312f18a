// The pieces every wizard step lays its fields out with: a card per section under its heading, a
// hint that says what is missing and links to where to create it (the spec's empty-state hints),
// and the problems that belong to a group of fields rather than one input (a list of routes, the
// target filters), each translated with its names kept.
import type { ReactNode } from 'react';
import { Card, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';

export function StepSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="section" variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t(title)}
        </Heading>
        {description && (
          <Text textStyle="sm" color="fg.muted">
            {t(description)}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Two fields side by side on a wide screen, one above the other on a narrow one. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

export function EmptyHint({ text, action, to }: { text: string; action: string; to: string }) {
  const { t } = useTranslation();
  return (
    <Text textStyle="sm" color="fg.muted">
      {t(text)}{' '}
      <ChakraLink asChild color="accent.fg" fontWeight="medium">
        <Link to={to}>{t(action)}</Link>
      </ChakraLink>
    </Text>
  );
}

export function ProblemLines({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Stack gap="1">
      {messages.map((message) => (
        <Text key={message} role="alert" textStyle="sm" color="fg.error">
          {translateMessage(message, t)}
        </Text>
      ))}
    </Stack>
  );
}
