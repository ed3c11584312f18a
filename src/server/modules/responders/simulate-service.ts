// simulateAction (001 §7; issue 8 "The simulator"): one thing a test contact does, played on the
// CURRENT draft (what the editor shows, published or not): flows' simulateStep says which nodes the
// contact enters, the responder runtime what each of their actions would do. Nothing is sent, no
// short link is made, no credit is charged and nothing about the run is stored: the browser holds
// the state between steps.
import type { SimulateAnswer, simulateRequestSchema } from '@domain/responder-simulation';
import { simulateStep } from '@flows/simulation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { renderSteps } from '../../engine/responder-runtime';
import { loadRuntimeLibrary } from '../../engine/runtime-library';
import { loadDocument } from './document-store';
import { ownResponder } from './responders-repo';

export async function simulateAction(ctx: AppContext, userId: number, input: z.output<typeof simulateRequestSchema>): Promise<SimulateAnswer> {
  const row = await ownResponder(ctx.db, userId, input.responderId);
  const doc = await loadDocument(ctx.db, input.responderId);
  const result = simulateStep(doc, input.state, input.event);
  const library = await loadRuntimeLibrary(ctx, userId, input.responderId, doc);
  const { event } = input;
  const inbound = event.kind === 'inbound_message' || event.kind === 'voice_command' ? event.text : null;
  const steps = renderSteps(doc, result.entered, library, { sendMethod: Number(row.send_method), inbound });
  return { state: result.state, steps, note: result.note };
}
