// Where a new root or note goes: the middle of the view, or the nearest place below it that covers
// no card, so a new start never lands on top of an existing node and hides it.
import type { ResponderDocument } from '@domain/responder-flow';
import { estimateCard } from './card-size';

type Box = { x: number; y: number; width: number; height: number };
const STEP = 40;
const TRIES = 250;
const GAP = 16;

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width + GAP && b.x < a.x + a.width + GAP && a.y < b.y + b.height + GAP && b.y < a.y + a.height + GAP;

/** `at` (top-left of the new card) if free, else the first free spot straight below it. */
export function freeSpot(document: Pick<ResponderDocument, 'nodes' | 'notes'>, at: { x: number; y: number }, size: { width: number; height: number }): { x: number; y: number } {
  const taken: Box[] = [
    ...document.nodes.map((n) => {
      const card = estimateCard(n, true);
      return { x: n.position.x, y: n.position.y, width: n.position.width || card.width, height: n.position.height || card.height };
    }),
    ...document.notes.map((n) => ({ x: n.position.x, y: n.position.y, width: n.position.width || 200, height: n.position.height || 120 })),
  ];
  for (let i = 0; i < TRIES; i++) {
    const box = { x: at.x, y: at.y + i * STEP, width: size.width, height: size.height };
    if (!taken.some((t) => overlaps(box, t))) return { x: box.x, y: box.y };
  }
  return at;
}
