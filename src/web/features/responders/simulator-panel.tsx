// The test-run panel beside the canvas: play a contact through the saved responder on the
// server's runtime and see what each step would send; the path lights up on the canvas. The run
// plays what the server holds, so unsaved changes are pointed out with a way to save them.
import { Alert, Box, Button, Flex, Heading, Separator, Stack } from '@chakra-ui/react';
import type { FlowNode } from '@domain/responder-flow';
import { useTranslation } from '@web/i18n';
import { SimulationLog } from './simulation-log';
import { SimulatorControls } from './simulator-controls';
import type { useSimulation } from './use-simulation';

export interface SimulatorPanelProps {
  simulation: ReturnType<typeof useSimulation>;
  nodes: readonly FlowNode[];
  unsaved: boolean;
  onSave: () => void;
  onClose: () => void;
}

export function SimulatorPanel({ simulation, nodes, unsaved, onSave, onClose }: SimulatorPanelProps) {
  const { t } = useTranslation();
  const roots = nodes.filter((n) => n.parentId === null);
  return (
    <Stack as="section" aria-label={t('Test run')} gap="3" h="full" minH="0" overflowY="auto">
      <Flex align="center" justify="space-between" gap="2">
        <Heading as="h2" size="sm">
          {t('Test run')}
        </Heading>
        <Flex gap="1">
          <Button size="xs" variant="ghost" onClick={simulation.reset} disabled={simulation.log.length === 0 || simulation.busy}>
            {t('Restart')}
          </Button>
          <Button size="xs" variant="ghost" onClick={onClose}>
            {t('Close')}
          </Button>
        </Flex>
      </Flex>
      {unsaved && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('The test run plays the saved responder: save to try your changes.')}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={onSave}>
            {t('Save')}
          </Button>
        </Alert.Root>
      )}
      <SimulatorControls roots={roots} busy={simulation.busy} onPlay={(event) => void simulation.play(event)} />
      <Separator />
      <Box aria-live="polite">
        <SimulationLog log={simulation.log} nodes={nodes} />
      </Box>
    </Stack>
  );
}
