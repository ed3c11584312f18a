// The line from an action to the node it leads to, labelled with the trigger that takes the contact
// there and what it waits for: 'Inbound message · Keywords: stop', 'DTMF · Key 1', 'No reply ·
// after 5 min'. With the live overlay on, a second line says how often it fired for real contacts
// and its share of what the action sent. The label is HTML (EdgeLabelRenderer) so it takes the page's fonts and colours.
import { memo } from 'react';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import { useCanvasText } from './canvas-text';
import type { CanvasEdge } from './to-canvas';
import { triggerCaption } from './trigger-text';

function TriggerEdgeLine({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected }: EdgeProps<CanvasEdge>) {
  const { t } = useCanvasText();
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const lit = data?.lit ?? false;
  return (
    <>
      <BaseEdge id={id} path={path} className={lit ? 'rc-edge rc-edge-lit' : selected ? 'rc-edge rc-edge-selected' : 'rc-edge'} />
      {data && (
        <EdgeLabelRenderer>
          <div
            className={lit ? 'rc-edge-label rc-edge-lit' : 'rc-edge-label'}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            data-testid={`edge-label-${id}`}
          >
            {triggerCaption(data.trigger, t)}
            {data.live && (
              <div className="rc-edge-live" data-testid={`edge-live-${id}`}>
                {data.live.rate === null
                  ? t('Fired {{count}}', { count: data.live.fired })
                  : t('Fired {{count}} · {{rate}}%', { count: data.live.fired, rate: (data.live.rate * 100).toFixed(2) })}
              </div>
            )}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

export const TriggerEdge = memo(TriggerEdgeLine);
