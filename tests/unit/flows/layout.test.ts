// Auto-layout with the real elkjs in Node (the bare call the bench compares the worker against),
// and the worker wrapper's message protocol driven in-process.
import { describe, expect, it } from 'vitest';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ResponderDocument } from '@domain/responder-flow';
import { layoutDocument, nodeSize, type LayoutPositions } from '@flows/layout/layout-document';
import { createLayoutWorker, type LayoutWorkerPort } from '@flows/layout/layout-in-worker';
import { createLayoutService, type LayoutRequest, type LayoutResponse } from '@flows/layout/layout-service';
import { documentOf, largeDocument, sampleDocument, sms } from './fixtures';

const elk = new ELK();

/** Every child starts right of its parent's right edge. */
function leftToRight(doc: ResponderDocument, positions: LayoutPositions): void {
  for (const node of doc.nodes) {
    expect(positions[node.id], node.id).toBeDefined();
    if (node.parentId === null) continue;
    const parent = doc.nodes.find((n) => n.id === node.parentId);
    if (!parent) continue;
    expect(positions[node.id].x, `${node.id} right of ${parent.id}`).toBeGreaterThan(positions[parent.id].x + nodeSize(parent).width);
  }
}

describe('layoutDocument', () => {
  it('places every node, children right of their parent, siblings top to bottom in order', async () => {
    const doc = sampleDocument();
    const positions = await layoutDocument(doc, elk);
    expect(Object.keys(positions).sort()).toEqual(doc.nodes.map((n) => n.id).sort());
    leftToRight(doc, positions);
    expect(positions.n11.y).toBeLessThan(positions.n12.y);
    expect(positions.n12.y).toBeLessThan(positions.n13.y);
    expect(positions.n21.y).toBeLessThan(positions.n22.y);
  });

  it("keeps each action's branches together, in action order", async () => {
    const doc = documentOf([
      { id: 'r', trigger: { id: 'tr', type: 'live_feed' }, actions: [sms('first'), sms('second')] },
      { id: 'late', parent: ['r', 'second'], trigger: { id: 't1', type: 'no_reply', timeout: 1 }, actions: [sms('x1')], order: 0 },
      { id: 'early', parent: ['r', 'first'], trigger: { id: 't2', type: 'no_reply', timeout: 1 }, actions: [sms('x2')], order: 1 },
    ]);
    const positions = await layoutDocument(doc, elk);
    expect(positions.early.y).toBeLessThan(positions.late.y);
  });

  it('uses measured sizes when the canvas has them', async () => {
    const doc = documentOf([
      { id: 'r', trigger: { id: 'tr', type: 'live_feed' }, actions: [sms('a')] },
      { id: 'c', parent: ['r', 'a'], trigger: { id: 't', type: 'no_reply', timeout: 1 }, actions: [sms('b')] },
    ]);
    const wide = { ...doc, nodes: doc.nodes.map((n) => (n.id === 'r' ? { ...n, position: { ...n.position, width: 900 } } : n)) };
    const positions = await layoutDocument(wide, elk);
    expect(positions.c.x).toBeGreaterThan(positions.r.x + 900);
  });

  it('lays out 1,000 nodes left to right', async () => {
    const doc = largeDocument(1000);
    const positions = await layoutDocument(doc, elk);
    expect(Object.keys(positions)).toHaveLength(1000);
    leftToRight(doc, positions);
  }, 60_000);

  it('answers nothing for an empty responder', async () => {
    expect(await layoutDocument({ nodes: [] }, elk)).toEqual({});
  });
});

/** A stand-in Worker running the worker's service in this process. */
class InProcessWorker extends EventTarget implements LayoutWorkerPort {
  constructor(private readonly serve: (request: LayoutRequest) => Promise<LayoutResponse>) {
    super();
  }
  postMessage(request: LayoutRequest) {
    void this.serve(request).then((data) => this.dispatchEvent(new MessageEvent('message', { data })));
  }
  terminate() {}
}

describe('createLayoutWorker', () => {
  it('answers each request with its positions, loading ELK once', async () => {
    let loads = 0;
    const worker = createLayoutWorker(() =>
      new InProcessWorker(
        createLayoutService(async () => {
          loads += 1;
          return elk;
        }),
      ),
    );
    const [a, b] = await Promise.all([worker.layout(sampleDocument()), worker.layout(largeDocument(40))]);
    expect(Object.keys(a)).toHaveLength(8);
    expect(Object.keys(b)).toHaveLength(40);
    expect(loads).toBe(1);
  });

  it('rejects with the reason when the layout fails', async () => {
    const worker = createLayoutWorker(() => new InProcessWorker(createLayoutService(() => Promise.reject(new Error('ELK did not load')))));
    await expect(worker.layout(sampleDocument())).rejects.toThrow('ELK did not load');
  });
});
