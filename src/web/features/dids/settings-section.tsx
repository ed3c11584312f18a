// One section of the DID-group settings: a heading, a line on what it does, and its fields in a
// responsive grid. The toggle that switches the section on sits first; the fields after it.
import { useId, type ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export function SettingsSection({ title, description, toggle, children }: { title: string; description: string; toggle?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  // A group named by its heading, so people and tests find a section's fields by the section.
  return (
    <Box as="section" role="group" aria-labelledby={headingId} borderWidth="1px" rounded="md" px="4" py="4">
      <Stack gap="3">
        <Box>
          <Heading as="h2" size="md" id={headingId}>
            {t(title)}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t(description)}
          </Text>
        </Box>
        {toggle}
        {children && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {children}
          </SimpleGrid>
        )}
      </Stack>
    </Box>
  );
}
