// The frame of the login area: a centred card with the product name, language and theme.
import { Box, Card, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { BrandBar } from '@web/ui/brand-bar';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <BrandBar />
      <Center flex="1" px="4" pb="16">
        <Card.Root w="full" maxW="md" shadow="md">
          <Card.Body>
            <Stack gap="6">
              <Box>
                <Heading as="h1" size="2xl">
                  {t(title)}
                </Heading>
                {subtitle && (
                  <Text mt="2" color="fg.muted">
                    {t(subtitle)}
                  </Text>
                )}
              </Box>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Center>
    </Flex>
  );
}
