// What a page shows when it has nothing to list (UI.md "Empty states"): say what is missing and,
// where the spec gives a hint, link to where to create it.
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { InboxIcon } from './icons';

export type EmptyStateProps = {
  title: string;
  description?: string;
  /** A link or button to where the missing thing is created. */
  action?: ReactNode;
  icon?: ReactNode;
};

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <ChakraEmptyState.Root size="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <InboxIcon />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{t(title)}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{t(description)}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
