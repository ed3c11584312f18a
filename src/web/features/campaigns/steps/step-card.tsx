// One section of a wizard step: a card with its heading (which also names the section for people
// and tests) and its fields stacked under it.
import { useId, type ReactNode } from 'react';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export function StepCard({ title, description, action, children }: { title: string; description?: string; action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              {t(title)}
            </Heading>
            {description && (
              <Text textStyle="sm" color="fg.muted">
                {t(description)}
              </Text>
            )}
          </Stack>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
