// A read-only list of a brand's or a use case's fields: label, then value, two columns on wide screens.
import { DataList } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export function FieldList({ items }: { items: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} columnGap="8" rowGap="3">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{t(label)}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
            {value === '' ? '—' : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
