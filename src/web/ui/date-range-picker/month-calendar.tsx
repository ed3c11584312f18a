// One month of the DateRangePicker: a Monday-first grid of day buttons that highlights the range
// being picked (and previews its end under the pointer). Days of the neighbouring months are left
// blank so each date appears once across the two calendars.
import { useTranslation } from '@web/i18n';
import { Box, Button, Grid, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { addDays, dayPlace, formatDate, isSameDay, monthGrid, type DraftRange } from './date-range';

type Props = {
  /** Any day of the month to show. */
  month: Date;
  draft: DraftRange;
  hover: Date | null;
  today: Date;
  locale: string;
  onPick: (day: Date) => void;
  onHover: (day: Date | null) => void;
  onPrevious?: () => void;
  onNext?: () => void;
};

/** Monday 1 January 2024 starts the week the weekday names are read from. */
const A_MONDAY = new Date(2024, 0, 1);

export function MonthCalendar({ month, draft, hover, today, locale, onPick, onHover, onPrevious, onNext }: Props) {
  const { t } = useTranslation();
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(addDays(A_MONDAY, i)));
  const weeks = monthGrid(month.getFullYear(), month.getMonth());

  return (
    <Box role="group" aria-label={title} minW="64">
      <HStack justify="space-between" mb="2">
        {onPrevious ? (
          <IconButton aria-label={t('Previous month')} size="xs" variant="ghost" onClick={onPrevious}>
            <ChevronLeftIcon />
          </IconButton>
        ) : (
          <Box w="6" />
        )}
        <Text fontWeight="semibold" textStyle="sm" textTransform="capitalize">
          {title}
        </Text>
        {onNext ? (
          <IconButton aria-label={t('Next month')} size="xs" variant="ghost" onClick={onNext}>
            <ChevronRightIcon />
          </IconButton>
        ) : (
          <Box w="6" />
        )}
      </HStack>
      <Grid templateColumns="repeat(7, 1fr)" gap="0.5" onMouseLeave={() => onHover(null)}>
        {weekdays.map((name) => (
          <Text key={name} textAlign="center" textStyle="xs" color="fg.muted" aria-hidden="true">
            {name}
          </Text>
        ))}
        {weeks.flat().map(({ date, inMonth }) => {
          if (!inMonth) return <Box key={date.toISOString()} />;
          const place = dayPlace(date, draft, hover);
          const edge = place === 'start' || place === 'end';
          return (
            <Button
              key={date.toISOString()}
              size="xs"
              colorPalette="accent"
              variant={edge ? 'solid' : place === 'between' ? 'subtle' : isSameDay(date, today) ? 'outline' : 'ghost'}
              aria-label={formatDate(date, 'DD/MM/YYYY')}
              aria-pressed={edge}
              onClick={() => onPick(date)}
              onMouseEnter={() => onHover(date)}
              onFocus={() => onHover(date)}
            >
              {date.getDate()}
            </Button>
          );
        })}
      </Grid>
    </Box>
  );
}
