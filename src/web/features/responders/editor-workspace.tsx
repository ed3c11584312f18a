// The editor once the responder is loaded (UI.md "The responder canvas"): the toolbar on top, the
// canvas filling the rest with the test-run or revisions panel beside it, the problems panel at
// the bottom, and the leave guard. Every edit goes through the machine, which answers a refused
// command's reason to the canvas. The checks (flows/validation.ts) run on what is being edited;
// any error holds publish; choosing a problem selects its node and zooms to it. An opened revision
// replaces the document on the canvas, read-only, with its differences lit.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Revision } from '@domain/responder-api';
import type { Responder } from '@domain/responders';
import { CanvasTextProvider } from '@flows/canvas/canvas-text';
import { ResponderCanvas } from '@flows/canvas/responder-canvas';
import type { Command } from '@flows/history';
import { validateDocument } from '@flows/validation';
import { isSaved, type responderEditorMachine } from '@machines/responder-editor.machine';
import { useTranslation } from '@web/i18n';
import { useTheme } from '@web/ui/color-mode';
import { EditorAlert } from './editor-alert';
import { EditorToolbar, type EditorPanel, type SaveState } from './editor-toolbar';
import { LeaveGuard } from './leave-guard';
import { ProblemsPanel } from './problems-panel';
import { restoreRevision } from './restore-revision';
import { RevisionBanner } from './revision-banner';
import { revisionDiff } from './revision-diff';
import { RevisionsPanel } from './revisions-panel';
import { SimulatorPanel } from './simulator-panel';
import { useResponderConfig } from './use-responder-config';
import { useSimulation } from './use-simulation';
import { useLiveCounts } from './use-live-counts';

type EditorActor = ActorRefFrom<typeof responderEditorMachine>;

function saveStateOf(snapshot: ReturnType<EditorActor['getSnapshot']>): SaveState {
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('saveFailed') || snapshot.matches('saveConflict')) return 'failed';
  return isSaved(snapshot.context) ? 'saved' : 'unsaved';
}

export function EditorWorkspace({ actor, responder, listPath }: { actor: EditorActor; responder: Responder; listPath: string }) {
  const { t } = useTranslation();
  const snapshot = useSelector(actor, (s) => s);
  const { document, history, error } = snapshot.context;
  const config = useResponderConfig();
  const theme = useTheme();
  const simulation = useSimulation(responder.id);
  const [liveOn, setLiveOn] = useState(false);
  const live = useLiveCounts(responder.id, liveOn);
  const [panel, setPanel] = useState<EditorPanel>(null);
  const [problemsOpen, setProblemsOpen] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  const [revision, setRevision] = useState<Revision | null>(null);

  // The checks trail a fast typist by a frame rather than slowing each keystroke on a big graph.
  const checked = useDeferredValue(document);
  const problems = useMemo(() => validateDocument(checked, config.validation), [checked, config.validation]);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const labels = useMemo(() => new Map(document.nodes.map((n) => [n.id, n.label])), [document.nodes]);
  const diff = useMemo(() => (revision ? revisionDiff(revision.document, document) : null), [revision, document]);

  const saveState = saveStateOf(snapshot);
  const layouting = snapshot.matches('layouting');
  const publishing = snapshot.matches('publishing');
  const publishHeld = errors > 0 ? 'Fix the errors in the problems panel to publish' : layouting ? 'Wait for the auto-layout to finish' : publishing ? 'Publishing...' : saveState === 'saving' ? 'Saving...' : null;
  const alertKind = snapshot.matches('saveFailed') ? 'saveFailed' : snapshot.matches('saveConflict') ? 'saveConflict' : 'other';

  const onCommand = useCallback(
    (command: Command): string | null => {
      const before = actor.getSnapshot().context.document;
      actor.send({ type: 'doc.command', command });
      const after = actor.getSnapshot().context;
      return after.document === before ? after.refusal : null;
    },
    [actor],
  );
  const send = useCallback((type: 'doc.undo' | 'doc.redo' | 'layout.request' | 'save' | 'publish') => actor.send({ type }), [actor]);

  const restore = () => {
    if (!revision) return;
    onCommand(restoreRevision(revision.number, revision.document));
    setRevision(null);
  };

  const lit = revision && diff ? [...diff.changed, ...diff.removed].map((c) => c.nodeId) : panel === 'simulator' ? simulation.litNodeIds : undefined;
  // The canvas selects and zooms to a node when focusNodeId changes: choosing the same problem
  // again clears it first, so it zooms again.
  const focus = (nodeId: string) => {
    setFocused(null);
    requestAnimationFrame(() => setFocused(nodeId));
  };

  return (
    <Flex direction="column" h="full" minH="0" gap="3">
      <EditorToolbar
        responder={responder}
        listPath={listPath}
        saveState={saveState}
        undoStep={history.past.at(-1)?.name ?? null}
        redoStep={history.future[0]?.name ?? null}
        errors={errors}
        warnings={problems.length - errors}
        publishHeld={publishHeld}
        busy={layouting || revision !== null}
        panel={panel}
        onUndo={() => send('doc.undo')}
        onRedo={() => send('doc.redo')}
        onAutoLayout={() => send('layout.request')}
        onSave={() => send('save')}
        onPublish={() => send('publish')}
        onPanel={setPanel}
        onProblems={() => setProblemsOpen((open) => !open)}
        live={liveOn}
        onLive={setLiveOn}
      />
      {live.failed && <EditorAlert kind="other" message="Live counts could not be loaded" onRetry={() => undefined} onReload={() => undefined} onDismiss={() => setLiveOn(false)} />}
      {error && (
        <EditorAlert
          kind={alertKind}
          message={error}
          onRetry={() => actor.send({ type: 'retry' })}
          onReload={() => actor.send({ type: 'reload' })}
          onDismiss={() => actor.send({ type: 'dismiss' })}
        />
      )}
      {revision && diff && <RevisionBanner revision={revision} diff={diff} onRestore={restore} onBack={() => setRevision(null)} />}
      <Flex flex="1" minH="0" borderWidth="1px" rounded="md" overflow="hidden" direction="column">
        <Flex flex="1" minH="0">
          <Box flex="1" minW="0" position="relative" aria-label={t('Canvas')} role="region">
            <CanvasTextProvider t={t}>
              <ResponderCanvas
                key={revision ? `revision-${revision.id}` : 'document'}
                document={revision ? revision.document : document}
                readOnly={revision !== null}
                problems={revision ? [] : problems}
                litNodeIds={lit}
                library={config.library}
                onCommand={onCommand}
                onUndo={() => send('doc.undo')}
                onRedo={() => send('doc.redo')}
                onAutoLayout={() => send('layout.request')}
                onSave={() => send('save')}
                focusNodeId={revision ? null : focused}
                colorMode={theme === 'dark-theme' ? 'dark' : 'light'}
                estimate={config.validation}
                live={revision ? undefined : live.counts}
              />
            </CanvasTextProvider>
            {panel && (
              // Over the canvas's right side (its inspector) rather than beside it: at 1024 px the
              // graph keeps its room, and the lit path stays in view while the contact is played.
              <Box position="absolute" top="0" right="0" bottom="0" w={{ base: '80', xl: '96' }} maxW="full" zIndex="docked" borderLeftWidth="1px" shadow="lg" p="3" bg="bg">
                {panel === 'simulator' ? (
                  <SimulatorPanel simulation={simulation} nodes={document.nodes} unsaved={saveState !== 'saved'} onSave={() => send('save')} onClose={() => setPanel(null)} />
                ) : (
                  <RevisionsPanel responderId={responder.id} latest={responder.revision} opened={revision} onOpen={setRevision} onClose={() => setPanel(null)} />
                )}
              </Box>
            )}
          </Box>
        </Flex>
        {!revision && (
          <ProblemsPanel
            problems={problems}
            labels={labels}
            open={problemsOpen}
            onToggle={() => setProblemsOpen((open) => !open)}
            onSelect={focus}
          />
        )}
      </Flex>
      <LeaveGuard actor={actor} />
    </Flex>
  );
}
