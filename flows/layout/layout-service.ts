// The layout worker's one job, apart from the Worker plumbing so Node tests can drive it: take a
// request, lay the nodes out with an ELK loaded on first use, answer the positions or the error.
import type { ELK } from 'elkjs/lib/elk-api';
import type { ResponderDocument } from '@domain/responder-flow';
import { layoutDocument, type LayoutPositions } from './layout-document';

export interface LayoutRequest {
  id: number;
  doc: Pick<ResponderDocument, 'nodes'>;
}

/** `layoutMs`: ELK's own time for this request inside the worker (loading elkjs not included). */
export type LayoutResponse = { id: number; ok: true; positions: LayoutPositions; layoutMs: number } | { id: number; ok: false; error: string };

export function createLayoutService(loadElk: () => Promise<Pick<ELK, 'layout'>>): (request: LayoutRequest) => Promise<LayoutResponse> {
  let elk: Promise<Pick<ELK, 'layout'>> | null = null;
  return async (request) => {
    try {
      elk ??= loadElk();
      const loaded = await elk;
      const started = performance.now();
      const positions = await layoutDocument(request.doc, loaded);
      return { id: request.id, ok: true, positions, layoutMs: performance.now() - started };
    } catch (error) {
      return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
