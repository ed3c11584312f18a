// The header row of a page (UI.md "A list page"): the title on the left, the primary action
// ('Create ...') and any secondary ones on the right; wraps under the title on narrow screens.
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { Box, Flex, HStack, Heading, Text } from '@chakra-ui/react';

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Buttons on the right, the primary one last. */
  actions?: ReactNode;
  /** Breadcrumb or back link above the title on detail pages. */
  breadcrumb?: ReactNode;
};

export function PageHeader({ title, description, actions, breadcrumb }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex as="header" justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="3" mb="5">
      <Box minW="0">
        {breadcrumb}
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        {description && (
          <Text color="fg.muted" textStyle="sm" mt="1">
            {t(description)}
          </Text>
        )}
      </Box>
      {actions && (
        <HStack gap="2" flexShrink="0" justify="flex-end" wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
