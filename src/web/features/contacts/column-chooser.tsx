// Which contact columns the table shows (000 §3: the default columns plus the optional ones). Each
// tick saves the layout for the user at once; the last column cannot be taken away.
import { Box, Button, Checkbox, Popover, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_CONTACT_COLUMNS, OPTIONAL_CONTACT_COLUMNS, type ContactColumn } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { CONTACT_COLUMN_LABELS } from './contact-labels';

type Props = {
  columns: readonly ContactColumn[];
  onChange: (columns: ContactColumn[]) => void;
};

function ColumnGroup({ title, options, columns, onToggle }: {
  title: string;
  options: readonly ContactColumn[];
  columns: readonly ContactColumn[];
  onToggle: (column: ContactColumn, shown: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Text textStyle="sm" fontWeight="semibold">
        {t(title)}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gapX="4" gapY="1.5">
        {options.map((column) => {
          const shown = columns.includes(column);
          return (
            <Checkbox.Root
              key={column}
              size="sm"
              colorPalette="accent"
              checked={shown}
              disabled={shown && columns.length === 1}
              onCheckedChange={(e) => onToggle(column, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(CONTACT_COLUMN_LABELS[column])}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export function ColumnChooser({ columns, onChange }: Props) {
  const { t } = useTranslation();
  const toggle = (column: ContactColumn, shown: boolean) => {
    if (shown && !columns.includes(column)) onChange([...columns, column]);
    if (!shown && columns.length > 1) onChange(columns.filter((c) => c !== column));
  };
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('Columns')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" maxW="min(48rem, calc(100vw - 2rem))" aria-label={t('Choose columns')}>
            <Popover.Body>
              <Stack gap="4" maxH="70vh" overflowY="auto">
                <ColumnGroup title="Default columns" options={DEFAULT_CONTACT_COLUMNS} columns={columns} onToggle={toggle} />
                <ColumnGroup title="Optional columns" options={OPTIONAL_CONTACT_COLUMNS} columns={columns} onToggle={toggle} />
                <Box>
                  <Button size="xs" variant="ghost" onClick={() => onChange([...DEFAULT_CONTACT_COLUMNS])}>
                    {t('Reset to default columns')}
                  </Button>
                </Box>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
