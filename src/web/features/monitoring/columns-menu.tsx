// The monitoring columns menu (000 §2: "user can show, hide, sort and freeze columns"): every column
// in the layout's order, each with a tick to show it, buttons to move it left or right, and a
// freeze toggle (a frozen column sticks to the left edge and leads the table); and a reset to the
// default layout. Each change is the page's: it shows at once and is saved for the user.
import { Button, Checkbox, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { MONITORING_COLUMNS, type MonitoringColumnKey } from '@domain/monitoring-columns';
import { defaultMonitoringLayout, moveColumn, setColumnFrozen, setColumnVisible, type MonitoringLayout } from '@domain/monitoring-layout';
import { useTranslation, type Translate } from '@web/i18n';
import { ChevronDownIcon, ChevronUpIcon } from '@web/ui/icons';
import { FreezeIcon } from './monitoring-icon';

/** A column's name as the menu says it: its group first ('Statistic: Sent'), as the table's two header rows do. */
export function columnName(t: Translate, key: MonitoringColumnKey): string {
  const spec = MONITORING_COLUMNS[key];
  return spec.group === null ? t(spec.label) : t('{{group}}: {{column}}', { group: t(spec.group), column: t(spec.label) });
}

type Props = {
  layout: MonitoringLayout;
  onChange: (layout: MonitoringLayout) => void;
};

export function ColumnsMenu({ layout, onChange }: Props) {
  const { t } = useTranslation();
  const shown = layout.columns.filter((c) => c.visible).length;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('Columns')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="26rem" maxW="calc(100vw - 2rem)" aria-label={t('Choose columns')}>
            <Popover.Body p="3">
              <Stack gap="2">
                <Text textStyle="xs" color="fg.muted">
                  {t('Tick a column to show it; move it left or right; freeze it to keep it in view while the table scrolls.')}
                </Text>
                <Stack gap="0.5" maxH="60vh" overflowY="auto" pe="1">
                  {layout.columns.map((c, i) => {
                    const name = columnName(t, c.key);
                    const neighbour = (by: -1 | 1) => layout.columns[i + by]?.frozen === c.frozen;
                    return (
                      <HStack key={c.key} gap="1" justify="space-between" py="0.5">
                        <Checkbox.Root
                          size="sm"
                          colorPalette="accent"
                          checked={c.visible}
                          disabled={c.visible && shown === 1}
                          onCheckedChange={(e) => onChange(setColumnVisible(layout, c.key, e.checked === true))}
                          minW="0"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label truncate>{name}</Checkbox.Label>
                        </Checkbox.Root>
                        <HStack gap="0.5" flexShrink={0}>
                          <IconButton size="2xs" variant="ghost" aria-label={t('Move {{column}} left', { column: name })} disabled={!neighbour(-1)} onClick={() => onChange(moveColumn(layout, c.key, -1))}>
                            <ChevronUpIcon />
                          </IconButton>
                          <IconButton size="2xs" variant="ghost" aria-label={t('Move {{column}} right', { column: name })} disabled={!neighbour(1)} onClick={() => onChange(moveColumn(layout, c.key, 1))}>
                            <ChevronDownIcon />
                          </IconButton>
                          <IconButton
                            size="2xs"
                            variant={c.frozen ? 'subtle' : 'ghost'}
                            colorPalette={c.frozen ? 'accent' : undefined}
                            aria-label={t(c.frozen ? 'Unfreeze {{column}}' : 'Freeze {{column}}', { column: name })}
                            aria-pressed={c.frozen}
                            onClick={() => onChange(setColumnFrozen(layout, c.key, !c.frozen))}
                          >
                            <FreezeIcon />
                          </IconButton>
                        </HStack>
                      </HStack>
                    );
                  })}
                </Stack>
                <HStack justify="flex-end">
                  <Button size="xs" variant="ghost" onClick={() => onChange({ ...defaultMonitoringLayout(), sort: layout.sort })}>
                    {t('Reset to default columns')}
                  </Button>
                </HStack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
