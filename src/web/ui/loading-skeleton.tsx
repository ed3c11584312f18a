// Loading shows the shape of what is coming, never a blank page (UI.md "Feedback"): a heading
// bar and some text lines by default, or a block of a given height for charts and cards.
import { useTranslation } from '@web/i18n';
import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export type LoadingSkeletonProps = {
  /** Text lines under the heading bar. */
  lines?: number;
  /** Draw one block of this height (a Chakra size token) instead of lines. */
  height?: string;
};

export function LoadingSkeleton({ lines = 4, height }: LoadingSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={t('Loading')}>
      {height ? (
        <Skeleton h={height} rounded="md" />
      ) : (
        <>
          <Skeleton h="6" w="40%" />
          <SkeletonText noOfLines={lines} gap="3" />
        </>
      )}
    </Stack>
  );
}
