// A check-list of the compose (contact groups, creatives, offers, DID groups, media) with all its
// problems: the first on the field's error line, any others under it, so none is hidden.
import type { ComponentProps } from 'react';
import { Stack } from '@chakra-ui/react';
import type { ComposeProblem } from '@domain/campaign-compose';
import { ComposeCheckList } from '../compose-fields';
import { problemsAt } from '../step-props';
import { ProblemLines } from './step-section';

type Props = Omit<ComponentProps<typeof ComposeCheckList>, 'error'> & { problems: readonly ComposeProblem[]; path: string };

export function CheckListField({ problems, path, ...list }: Props) {
  const [error, ...more] = problemsAt(problems, path);
  return (
    <Stack gap="2">
      <ComposeCheckList {...list} error={error} />
      <ProblemLines messages={more} />
    </Stack>
  );
}
