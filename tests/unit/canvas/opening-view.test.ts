import { describe, expect, it } from 'vitest';
import { READABLE_ZOOM, openingView } from '@flows/canvas/opening-view';
import { largeDocument } from '../flows/fixtures';

const spread = (doc: ReturnType<typeof largeDocument>, step: number) => {
  doc.nodes.forEach((node, i) => Object.assign(node.position, { x: node.level * 360, y: i * step }));
  return doc;
};

describe('where the canvas opens', () => {
  it('fits a small responder whole, centred, never above 100%', () => {
    const view = openingView(spread(largeDocument(4), 150), 1200, 800);
    expect(view.zoom).toBeLessThanOrEqual(1);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    // The first card's left edge is on screen.
    expect(view.x + 360 * view.zoom).toBeGreaterThan(0);
  });

  it('opens a responder too big to read whole on its first start at a readable zoom', () => {
    const doc = spread(largeDocument(200), 150);
    const view = openingView(doc, 900, 600);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    const first = doc.nodes[0].position;
    expect(first.x * view.zoom + view.x).toBe(40);
    expect(first.y * view.zoom + view.y).toBe(40);
  });
});
