// The panel on the right for the selected node: what enters it (trigger form), what it does (one
// form per action), and the node's own buttons (duplicate, delete). With several nodes selected it
// offers what applies to all of them; with none it says how to start.
import { memo } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';
import { deleteNodes, duplicateNode } from '../../commands';
import { useCanvasActions } from '../canvas-actions';
import { useCanvasText } from '../canvas-text';
import type { ResponderLibrary } from '../library';
import { ActionForm } from './action-form';
import { TriggerForm } from './trigger-form';

type Props = {
  document: ResponderDocument;
  /** The selected responder nodes (notes are edited on the canvas). */
  selected: readonly FlowNode[];
  library: ResponderLibrary;
};

function NodeInspector({ node, document, library }: { node: FlowNode; document: ResponderDocument; library: ResponderLibrary }) {
  const { t } = useCanvasText();
  const { emit, readOnly } = useCanvasActions();
  const parent = node.parentId === null ? undefined : document.nodes.find((n) => n.id === node.parentId);
  const parentAction = parent?.actions.find((a) => a.id === node.parentActionId)?.type ?? null;
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm">
        {node.label}
      </Heading>
      {/* key: a different node (or the same node after undo) starts its forms afresh */}
      <TriggerForm key={`${node.id}:${node.trigger.id}`} node={node} parentAction={parentAction} />
      <Heading as="h4" size="xs">
        {t('Actions')}
      </Heading>
      {node.actions.length === 0 && <Text textStyle="sm">{t('No actions yet: add one from the palette.')}</Text>}
      {node.actions.map((action, i) => (
        <ActionForm key={action.id} nodeId={node.id} action={action} index={i} count={node.actions.length} library={library} />
      ))}
      {!readOnly && (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => emit(duplicateNode(node.id))}>
            {t('Duplicate node')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => emit(deleteNodes([node.id]))}>
            {t('Delete node')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function InspectorPanel({ document, selected, library }: Props) {
  const { t } = useCanvasText();
  const { emit, readOnly } = useCanvasActions();
  return (
    <Box as="aside" aria-label={t('Inspector')} className="rc-inspector" p="3" overflowY="auto" borderLeftWidth="1px" bg="bg.panel">
      {selected.length === 0 && <Text textStyle="sm" color="fg.muted">{t('Select a node to edit its trigger and actions.')}</Text>}
      {selected.length === 1 && <NodeInspector node={selected[0]} document={document} library={library} />}
      {selected.length > 1 && (
        <Stack gap="3">
          <Text textStyle="sm">{t('{{count}} nodes selected', { count: selected.length })}</Text>
          {!readOnly && (
            <Button size="xs" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => emit(deleteNodes(selected.map((n) => n.id)))}>
              {t('Delete nodes')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** Memoised: a drag changes React Flow's nodes every frame, not the inspector's props. */
export const Inspector = memo(InspectorPanel);
