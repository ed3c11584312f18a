// The editor machine's calls as the page provides them (machines/responder-editor.machine.ts):
// the graph from getNodes, the layout from ELK in its Web Worker as one command, the whole-graph
// save with its version, and publish, whose message ('Published: revision N kept') is a toast.
import { fromPromise } from 'xstate';
import type { ResponderDocument } from '@domain/responder-flow';
import type { Responder } from '@domain/responders';
import type { Command } from '@flows/history';
import type { LoadedResponder, SaveInput } from '@machines/responder-editor.machine';
import { notify } from '@web/ui';
import { layoutCommand } from './lay-out';
import { getResponderNodes, publishResponder, saveResponderDocument } from './responders-api';

export const editorActors = {
  load: fromPromise<LoadedResponder, { responderId: number }>(async ({ input, signal }) => {
    const answer = await getResponderNodes(input.responderId, signal);
    return { responder: answer.responder, document: { nodes: answer.nodes, notes: answer.notes }, version: answer.version };
  }),
  layout: fromPromise<Command, { document: ResponderDocument }>(({ input }) => layoutCommand(input.document)),
  save: fromPromise<{ version: number; updatedAt: string }, SaveInput>(({ input, signal }) =>
    saveResponderDocument(input.responderId, { ...input.document, version: input.version }, signal),
  ),
  publish: fromPromise<Responder, { responderId: number }>(async ({ input }) => {
    const made = await publishResponder(input.responderId);
    notify({ type: 'success', description: made.message });
    return made.responder;
  }),
};
