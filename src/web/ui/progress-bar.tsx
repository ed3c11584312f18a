// A thin percent bar with its figure beside it (UI.md "Long work shows a progress bar with percent").
// Drawn with boxes rather than Chakra's Progress, whose recipe the app does not register.
import { Box, HStack, Text } from '@chakra-ui/react';

export type ProgressBarProps = {
  /** 0-100. */
  value: number;
  /** Accessible name, e.g. the file or task it measures. */
  label: string;
  colorPalette?: string;
  /** The figure beside the bar, when it is written otherwise than a whole percent (monitoring's 2 decimals). */
  text?: string;
};

export function ProgressBar({ value, label, colorPalette = 'accent', text }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <HStack gap="3">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        flex="1"
        minW="16"
        h="2"
        bg="bg.emphasized"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette={colorPalette} transition="width 0.3s" />
      </Box>
      <Text textStyle={text ? 'xs' : 'sm'} fontVariantNumeric="tabular-nums" minW={text ? '14' : '10'} textAlign="end">
        {text ?? `${percent}%`}
      </Text>
    </HStack>
  );
}
