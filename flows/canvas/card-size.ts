// Where a card's handles are before the browser has drawn it. React Flow draws every node once to
// measure its handles unless it is told where they are; on a 1,000-node responder that first
// drawing of every card is most of the time to open it. So each card comes with an estimate of its
// size and handles, from the same measures as responder-canvas.css (16px to the rem). Only cards
// off screen keep the estimate: a card that is drawn is measured and its real handles replace it.
import type { NodeHandle } from '@xyflow/react';
import { Position } from '@xyflow/react';
import type { FlowNode } from '@domain/responder-flow';

/** responder-canvas.css: .rc-node width 16rem, xs text (12px) at line height 1.5, sm label. */
const CARD_WIDTH = 256;
const LINE = 18;
const HEAD = 8 + 21;
const TRIGGER_PADDING = 4 + 8 + 1;
const ACTION = 4 + LINE + LINE + 4;
const EMPTY_ACTIONS = 4 + LINE + 4;
const HANDLE = 12;

export type CardEstimate = { width: number; height: number; handles: NodeHandle[] };

export function estimateCard(node: FlowNode, hasTriggerParams: boolean): CardEstimate {
  const triggerHeight = TRIGGER_PADDING + LINE * (hasTriggerParams ? 2 : 1);
  const top = HEAD + triggerHeight;
  const height = top + (node.actions.length === 0 ? EMPTY_ACTIONS : node.actions.length * ACTION + (node.actions.length - 1));
  const handles: NodeHandle[] = [{ id: null, type: 'target', position: Position.Left, x: -HANDLE / 2, y: height / 2 - HANDLE / 2, width: HANDLE, height: HANDLE }];
  node.actions.forEach((action, i) => {
    const middle = top + i * (ACTION + 1) + ACTION / 2;
    handles.push({ id: action.id, type: 'source', position: Position.Right, x: CARD_WIDTH - HANDLE / 2, y: middle - HANDLE / 2, width: HANDLE, height: HANDLE });
  });
  return { width: CARD_WIDTH, height, handles };
}
