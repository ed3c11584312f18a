import { describe, expect, it } from 'vitest';
import { freeSpot } from '@flows/canvas/free-spot';
import { at, node } from './canvas-documents';

describe('where a new start lands', () => {
  it('in the middle of the view when nothing is there', () => {
    expect(freeSpot({ nodes: [], notes: [] }, { x: 100, y: 100 }, { width: 256, height: 140 })).toEqual({ x: 100, y: 100 });
  });

  it('below a card it would cover, never on top of it', () => {
    const doc = { nodes: [node('n1', { position: at(80, 80) })], notes: [] };
    const spot = freeSpot(doc, { x: 100, y: 100 }, { width: 256, height: 140 });
    expect(spot.x).toBe(100);
    expect(spot.y).toBeGreaterThan(80 + 60);
    // and the spot found is free: asking again from there answers the same place
    expect(freeSpot(doc, spot, { width: 256, height: 140 })).toEqual(spot);
  });
});
