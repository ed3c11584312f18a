// The shared date-range picker (000 §2 Date-range picker): a button showing the range (or 'Pick a
// date range') opens two months side by side, starting on last month, with the spec's presets on
// the left and optional time inputs. Everything picked is a draft: Apply commits it, Close (or a
// click outside, or Escape) throws it away. Dates are local time; weeks start on Monday.
import { useId, useState } from 'react';
import { useTranslation } from '@web/i18n';
import { Button, HStack, IconButton, Popover, Portal, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { CalendarIcon, CloseIcon } from '../icons';
import { MonthCalendar } from './month-calendar';
import { PresetList } from './preset-list';
import { TimeInputs } from './time-inputs';
import {
  addMonths,
  atTime,
  endOfDay,
  formatRange,
  formatTime,
  pickDay,
  startOfDay,
  type DateFormat,
  type DateRange,
  type DraftRange,
  type Preset,
} from './date-range';

export type DateRangePickerProps = {
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  /** Accessible name (e.g. 'Created date'); shown above the button with showLabel. */
  label: string;
  showLabel?: boolean;
  /** Adds start and end time inputs and the 30-minute / 1-hour presets. */
  withTime?: boolean;
  /** Default: 'DD/MM/YYYY HH:mm' with times, else 'DD/MM/YYYY'. */
  format?: DateFormat;
  /** Offers a button that empties the value at once. */
  clearable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** The clock presets read; tests pass a fixed one. */
  now?: () => Date;
};

const systemNow = () => new Date();

export function DateRangePicker({
  value,
  onChange,
  label,
  showLabel = false,
  withTime = false,
  format = withTime ? 'DD/MM/YYYY HH:mm' : 'DD/MM/YYYY',
  clearable = false,
  placeholder = 'Pick a date range',
  disabled = false,
  now = systemNow,
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DraftRange>({ from: null, to: null });
  const [fromTime, setFromTime] = useState('00:00');
  const [toTime, setToTime] = useState('23:59');
  const [month, setMonth] = useState(() => addMonths(now(), -1));
  const [hover, setHover] = useState<Date | null>(null);
  const today = now();

  const openPicker = () => {
    setDraft(value ? { from: value.from, to: value.to } : { from: null, to: null });
    setFromTime(value ? formatTime(value.from) : '00:00');
    setToTime(value ? formatTime(value.to) : '23:59');
    setMonth(addMonths(value?.to ?? now(), -1));
    setHover(null);
    setOpen(true);
  };

  const committed = (d: DraftRange): DateRange | null => {
    if (!d.from || !d.to) return null;
    const range = withTime
      ? { from: atTime(d.from, fromTime, 'start'), to: atTime(d.to, toTime, 'end') }
      : { from: startOfDay(d.from), to: endOfDay(d.to) };
    return range.to >= range.from ? range : null;
  };
  const result = committed(draft);

  const choosePreset = (preset: Preset | null) => {
    if (!preset) {
      setDraft({ from: null, to: null });
      return;
    }
    const range = preset.range(now());
    setDraft(range);
    setFromTime(formatTime(range.from));
    setToTime(formatTime(range.to));
    setMonth(addMonths(range.to, -1));
  };

  const apply = () => {
    if (!result) return;
    onChange(result);
    setOpen(false);
  };

  const locale = i18n.language === 'vi' ? 'vi-VN' : 'en-GB';
  const shown = value ? formatRange(value, format) : t(placeholder);

  // What both months of the picker share: the draft range, the hover, and picking a day.
  const calendar = { draft, hover, today, locale, onPick: (day: Date) => setDraft((d) => pickDay(d, day)), onHover: setHover };
  return (
    <Stack gap="1.5" align="stretch">
      {showLabel ? (
        <Text id={labelId} textStyle="sm" fontWeight="medium">
          {t(label)}
        </Text>
      ) : (
        <VisuallyHidden id={labelId}>{t(label)}</VisuallyHidden>
      )}
      <HStack gap="1">
        <Popover.Root
          open={open}
          onOpenChange={(e) => (e.open ? openPicker() : setOpen(false))}
          positioning={{ placement: 'bottom-start' }}
          lazyMount
          unmountOnExit
        >
          <Popover.Trigger asChild>
            <Button
              variant="outline"
              size="sm"
              justifyContent="flex-start"
              fontWeight="normal"
              disabled={disabled}
              aria-labelledby={`${labelId} ${valueId}`}
            >
              <CalendarIcon color="fg.muted" />
              <chakra.span id={valueId} color={value ? 'fg' : 'fg.muted'}>
                {shown}
              </chakra.span>
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content w="auto" maxW="calc(100vw - 2rem)" aria-label={t(label)}>
                <Popover.Body>
                  <Stack direction={{ base: 'column', lg: 'row' }} gap="4">
                    <PresetList withTime={withTime} draft={result} now={today} onChoose={choosePreset} />
                    <Stack gap="3">
                      <Stack direction={{ base: 'column', md: 'row' }} gap="6">
                        <MonthCalendar month={month} {...calendar} onPrevious={() => setMonth((m) => addMonths(m, -1))} />
                        <MonthCalendar month={addMonths(month, 1)} {...calendar} onNext={() => setMonth((m) => addMonths(m, 1))} />
                      </Stack>
                      {withTime && (
                        <TimeInputs fromTime={fromTime} toTime={toTime} onFromTime={setFromTime} onToTime={setToTime} />
                      )}
                      <HStack justify="space-between" gap="3">
                        <Text textStyle="sm" color="fg.muted" aria-live="polite">
                          {result ? formatRange(result, format) : ''}
                        </Text>
                        <HStack gap="2">
                          <Button size="sm" variant="outline" onClick={() => setOpen(false)}>
                            {t('Close')}
                          </Button>
                          <Button size="sm" colorPalette="accent" disabled={!result} onClick={apply}>
                            {t('Apply')}
                          </Button>
                        </HStack>
                      </HStack>
                    </Stack>
                  </Stack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
        {clearable && value && (
          <IconButton aria-label={t('Clear date range')} size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
            <CloseIcon />
          </IconButton>
        )}
      </HStack>
    </Stack>
  );
}
