// The bar above pages shown outside the signed-in shell (login area, warnings): the product name
// on the left, language and theme on the right.
import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { Preferences } from '@web/ui/preferences';

export function BrandBar() {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" px="6" py="4">
      <Text fontWeight="bold" fontSize="lg" color="accent.fg">
        {t('Campaign Platform')}
      </Text>
      <Preferences />
    </Flex>
  );
}
