// What a page shows when it has nothing to list (UI.md "Empty states"): say what is missing and,
// where the spec gives a hint, link to where to create it. With onRetry it is the "could not be
// loaded" state: the message and a Retry button (UI.md "errors show the message and a retry").
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { InboxIcon } from './icons';

export type EmptyStateProps = {
  title: string;
  description?: string;
  /** A link or button to where the missing thing is created. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Loading failed: a Retry button that calls this (in place of `action`). */
  onRetry?: () => void;
};

export function EmptyState({ title, description, action, icon, onRetry }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <ChakraEmptyState.Root size="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <InboxIcon />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{t(title)}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{t(description)}</ChakraEmptyState.Description>}
        </VStack>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('Retry')}
          </Button>
        ) : (
          action
        )}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
