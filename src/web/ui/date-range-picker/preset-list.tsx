// The preset column of the DateRangePicker. The preset the draft matches is marked pressed, and
// 'Custom range' when none does (a range picked by hand that equals a preset is still that preset).
import { useTranslation } from '@web/i18n';
import { Button, Stack } from '@chakra-ui/react';
import { CUSTOM_RANGE_LABEL, detectPreset, presetsFor, type DateRange, type Preset } from './date-range';

type Props = {
  withTime: boolean;
  /** The complete draft, or null while a range is half picked. */
  draft: DateRange | null;
  now: Date;
  /** null: 'Custom range', start picking on the calendar. */
  onChoose: (preset: Preset | null) => void;
};

export function PresetList({ withTime, draft, now, onChoose }: Props) {
  const { t } = useTranslation();
  const active = draft ? (detectPreset(draft, now, withTime)?.id ?? 'custom') : 'custom';
  return (
    <Stack gap="1" minW="36" role="group" aria-label={t('Presets')}>
      {presetsFor(withTime).map((preset) => (
        <Button
          key={preset.id}
          size="sm"
          justifyContent="flex-start"
          colorPalette="accent"
          variant={active === preset.id ? 'subtle' : 'ghost'}
          aria-pressed={active === preset.id}
          onClick={() => onChoose(preset)}
        >
          {t(preset.label)}
        </Button>
      ))}
      <Button
        size="sm"
        justifyContent="flex-start"
        colorPalette="accent"
        variant={active === 'custom' ? 'subtle' : 'ghost'}
        aria-pressed={active === 'custom'}
        onClick={() => onChoose(null)}
      >
        {t(CUSTOM_RANGE_LABEL)}
      </Button>
    </Stack>
  );
}
