// A Super-Admin's exports (001 §7 export, campaignexport, statsexport): a menu button with users,
// campaigns and credit stats; credit stats first asks for the days (sent as MM/DD/YYYY). The users
// page may pass the usernames it has selected (onlyUsernames); without them every user is exported.
import { useState } from 'react';
import { Box, Button, Dialog, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { formatUsDate } from '@domain/user-tools';
import { useTranslation } from '@web/i18n';
import { DateRangePicker, type DateRange } from '@web/ui';
import { ChevronDownIcon } from '@web/ui/icons';
import { EXPORT_LABELS, ExportProgress } from './export-progress';
import type { ExportRequest } from './user-tools-api';

const DAY_MS = 86_400_000;

/** The days picked, as the spec sends them: the picker's local calendar days in MM/DD/YYYY. */
const usDay = (d: Date) => formatUsDate(new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())));

export function ExportsMenu({ usernames }: { usernames?: readonly string[] }) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<{ key: number; request: ExportRequest } | null>(null);
  const [askDays, setAskDays] = useState(false);
  const [range, setRange] = useState<DateRange | null>(() => {
    const to = new Date();
    return { from: new Date(to.getTime() - 6 * DAY_MS), to };
  });
  const only = usernames && usernames.length > 0 ? usernames.join(',') : undefined;
  const run = (request: ExportRequest) => setRunning({ key: Date.now(), request });

  const choose = (value: string) => {
    if (value === 'users') run({ kind: 'users', body: { isSelectAll: !only, onlyUsernames: only } });
    else if (value === 'campaigns') run({ kind: 'campaigns', body: { onlyUsernames: only } });
    else if (value === 'credit-stats') setAskDays(true);
  };

  return (
    // The progress card floats under the button, so a toolbar does not grow while an export runs.
    <Box position="relative">
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(e) => choose(e.value)}>
        <Menu.Trigger asChild>
          {/* Another export replaces the card; one already started keeps running on the server (listed in /process). */}
          <Button variant="outline">
            {t('Export')}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {(Object.keys(EXPORT_LABELS) as ExportRequest['kind'][]).map((kind) => (
                <Menu.Item key={kind} value={kind}>
                  {t(EXPORT_LABELS[kind])}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {running && (
        <Box position="absolute" top="100%" right="0" mt="2" zIndex="docked" bg="bg" shadow="md" rounded="md">
          <ExportProgress key={running.key} request={running.request} onClose={() => setRunning(null)} />
        </Box>
      )}
      <Dialog.Root open={askDays} onOpenChange={(e) => setAskDays(e.open)} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('Export credit stats')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text textStyle="sm" color="fg.muted">
                    {t('Credit added and spent by each user over the days you pick, with the balance at the end.')}
                  </Text>
                  <DateRangePicker label="Date range" showLabel value={range} onChange={setRange} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setAskDays(false)}>
                  {t('Cancel')}
                </Button>
                <Button
                  colorPalette="accent"
                  disabled={!range}
                  onClick={() => {
                    if (!range) return;
                    setAskDays(false);
                    run({ kind: 'credit-stats', body: { fromDate: usDay(range.from), toDate: usDay(range.to), onlyUsernames: only } });
                  }}
                >
                  {t('Export')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}

