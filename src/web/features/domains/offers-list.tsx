// The names a search found, each with its price: the user ticks the ones to buy, picks the domain
// group they go into, and buys (the order goes to the purchase machine, which checks it again).
import { useState } from 'react';
import { Box, Button, Checkbox, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { DomainGroup, DomainOffer } from '@domain/domains';
import { useTranslation } from '@web/i18n';
import { formatCents } from '@web/ui';

type Props = {
  offers: readonly DomainOffer[];
  groups: readonly DomainGroup[];
  busy: boolean;
  onBuy: (domains: string[], groupId: number) => void;
};

export function OffersList({ offers, groups, busy, onBuy }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const [groupId, setGroupId] = useState<number | null>(groups[0]?.id ?? null);
  const chosenGroup = groups.some((g) => g.id === groupId) ? groupId : (groups[0]?.id ?? null);
  const toggle = (domain: string, on: boolean) => setPicked((list) => (on ? [...list, domain] : list.filter((d) => d !== domain)));
  const total = offers.filter((o) => picked.includes(o.domain)).reduce((sum, o) => sum + o.priceCents, 0);

  if (offers.length === 0) return <Text color="fg.muted">{t('No domain is available for this search; try another name, TLD or price range.')}</Text>;
  return (
    <Stack gap="3">
      <Box as="ul" aria-label={t('Available domains')} listStyleType="none" borderWidth="1px" rounded="l2" divideY="1px">
        {offers.map((o) => (
          <HStack as="li" key={o.domain} justify="space-between" px="3" py="2">
            <Checkbox.Root checked={picked.includes(o.domain)} onCheckedChange={(e) => toggle(o.domain, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{o.domain}</Checkbox.Label>
            </Checkbox.Root>
            <Text fontVariantNumeric="tabular-nums">{formatCents(o.priceCents)}</Text>
          </HStack>
        ))}
      </Box>
      {groups.length === 0 ? (
        <Text textStyle="sm">
          {t('Domains are bought into a domain group.')}{' '}
          <Link to="/domain/groups">{t('Create a domain group first.')}</Link>
        </Text>
      ) : (
        <HStack align="flex-end" gap="3" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t('Buy into group')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={chosenGroup ?? ''} onChange={(e) => setGroupId(Number(e.currentTarget.value))}>
                {groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button colorPalette="accent" disabled={picked.length === 0 || chosenGroup === null} loading={busy} onClick={() => chosenGroup !== null && onBuy(picked, chosenGroup)}>
            {t('Buy {{count}} domain(s) for {{total}}', { count: picked.length, total: formatCents(total) })}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
