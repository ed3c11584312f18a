// /responders/{id} (and /responders-v2/{id}): one responder on the canvas, run by the editor
// machine (machines/responder-editor.machine.ts) with the page's calls as its actors. While the
// graph loads (and, for a graph never laid out, while ELK places it) skeletons stand in; a failed
// load says the spec's '[GET_RESPONDER_DETAIL] Something went wrong!' with a retry.
import { Link as ChakraLink, Skeleton, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { responderMessages } from '@domain/responders';
import { responderEditorMachine } from '@machines/responder-editor.machine';
import { useTranslation } from '@web/i18n';
import { LoadingSkeleton, MissingPage } from '@web/ui';
import { editorActors } from './editor-actors';
import { EditorWorkspace } from './editor-workspace';
import { useResponderBase } from './responder-paths';

const editorMachine = responderEditorMachine.provide({ actors: editorActors });

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <ChakraLink asChild color="fg.muted" textStyle="sm">
      <Link to={to}>{t('Back to responders')}</Link>
    </ChakraLink>
  );
}

function EditorSession({ responderId }: { responderId: number }) {
  const base = useResponderBase();
  const actor = useActorRef(editorMachine, { input: { responderId } });
  const phase = useSelector(actor, (s) => (s.matches('loading') || s.matches('firstLayout') ? 'loading' : s.matches('loadFailed') ? 'failed' : 'ready'));
  const responder = useSelector(actor, (s) => s.context.responder);

  if (phase === 'failed') {
    return (
      <MissingPage
        title="Responder"
        breadcrumb={<BackLink to={base} />}
        message={responderMessages.detailFailed}
        backTo={base}
        backLabel="Back to responders"
        onRetry={() => actor.send({ type: 'retry' })}
      />
    );
  }
  if (phase === 'loading' || !responder) {
    return (
      <Stack gap="4" h="full">
        <LoadingSkeleton lines={1} />
        <Skeleton flex="1" minH="80" rounded="md" />
      </Stack>
    );
  }
  return <EditorWorkspace actor={actor} responder={responder} listPath={responder.published ? base : `${base}/templates`} />;
}

export function ResponderEditorPage() {
  const { id } = useParams();
  const base = useResponderBase();
  const responderId = Number(id);
  if (!Number.isInteger(responderId) || responderId <= 0) {
    return <MissingPage title="Responder" breadcrumb={<BackLink to={base} />} message={responderMessages.missing} backTo={base} backLabel="Back to responders" />;
  }
  // A new id is a new editing session: a fresh machine, nothing carried over.
  return <EditorSession key={responderId} responderId={responderId} />;
}
