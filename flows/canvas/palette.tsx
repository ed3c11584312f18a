// The palette on the left: start a new branch of the responder (a root, entered by a start trigger),
// add an action to the selected node, or drop a sticky note for the team. Hidden when read-only.
import { memo, useId } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ACTION_TYPES, type ActionType, type TriggerType } from '@domain/responder-flow';
import { ACTION_LABELS, START_TRIGGERS, TRIGGER_LABELS } from '../rules';
import { useCanvasText } from './canvas-text';

type Props = {
  /** The one selected node actions go to, if exactly one is selected. */
  selectedLabel: string | null;
  onAddRoot: (trigger: TriggerType) => void;
  onAddAction: (action: ActionType) => void;
  onAddNote: () => void;
};

function PaletteBody({ selectedLabel, onAddRoot, onAddAction, onAddNote }: Props) {
  const { t } = useCanvasText();
  const id = useId();
  return (
    <Box as="aside" aria-label={t('Palette')} className="rc-palette" p="3" overflowY="auto" borderRightWidth="1px" bg="bg.panel">
      <Stack gap="4">
        <Stack gap="1" role="group" aria-labelledby={`${id}-start`}>
          <Heading as="h3" size="xs" id={`${id}-start`}>
            {t('Start with')}
          </Heading>
          {START_TRIGGERS.map((trigger) => (
            <Button key={trigger} size="xs" variant="outline" justifyContent="flex-start" onClick={() => onAddRoot(trigger)}>
              {t(TRIGGER_LABELS[trigger])}
            </Button>
          ))}
        </Stack>
        <Stack gap="1" role="group" aria-labelledby={`${id}-actions`}>
          <Heading as="h3" size="xs" id={`${id}-actions`}>
            {t('Add action')}
          </Heading>
          <Text textStyle="xs" color="fg.muted">
            {selectedLabel ? t('To {{node}}', { node: selectedLabel }) : t('Select one node first')}
          </Text>
          {ACTION_TYPES.map((action) => (
            <Button key={action} size="xs" variant="outline" justifyContent="flex-start" disabled={!selectedLabel} onClick={() => onAddAction(action)}>
              {t(ACTION_LABELS[action])}
            </Button>
          ))}
        </Stack>
        <Button size="xs" variant="outline" onClick={onAddNote}>
          {t('Add note')}
        </Button>
      </Stack>
    </Box>
  );
}

export const Palette = memo(PaletteBody);
