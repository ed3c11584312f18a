// Where the canvas opens. A responder that fits at a readable zoom opens fitted whole; a larger one
// opens at a readable zoom with its first start at the top left (what follows runs to the right),
// rather than every card too small to read: a newcomer should read the demo responder at a glance.
import type { Viewport } from '@xyflow/react';
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';
import { estimateCard } from './card-size';

/** Below this zoom a card's text cannot be read. */
export const READABLE_ZOOM = 0.45;
const START_ZOOM = 0.8;
const MARGIN = 40;

export function openingView(document: Pick<ResponderDocument, 'nodes'>, width: number, height: number): Viewport {
  if (document.nodes.length === 0 || width <= 0 || height <= 0) return { x: MARGIN, y: MARGIN, zoom: 1 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of document.nodes) {
    // Trigger lines vary by a line; the estimate with them is the safe side.
    const card = estimateCard(node, true);
    minX = Math.min(minX, node.position.x);
    minY = Math.min(minY, node.position.y);
    maxX = Math.max(maxX, node.position.x + card.width);
    maxY = Math.max(maxY, node.position.y + card.height);
  }
  const fit = Math.min(1, (width - 2 * MARGIN) / (maxX - minX), (height - 2 * MARGIN) / (maxY - minY));
  if (fit >= READABLE_ZOOM) {
    return { x: (width - (maxX - minX) * fit) / 2 - minX * fit, y: (height - (maxY - minY) * fit) / 2 - minY * fit, zoom: fit };
  }
  const first = document.nodes.reduce((best: FlowNode, n) => (n.level < best.level || (n.level === best.level && n.position.order < best.position.order) ? n : best));
  return { x: MARGIN - first.position.x * START_ZOOM, y: MARGIN - first.position.y * START_ZOOM, zoom: START_ZOOM };
}
