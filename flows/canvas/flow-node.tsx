// One responder node on the canvas: its label ('Node #1.2'), the trigger that enters it with what it
// waits for, its problems, and its actions, each with the handle its follow-up nodes hang from and
// a one-line preview. Memoised: a card re-renders only when its own data, selection or
// connectability changes, not when another node moves.
import { memo } from 'react';
import { formatMillicents } from '@domain/pricing';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { ACTION_LABELS, TRIGGER_LABELS, TRIGGERS_AFTER } from '../rules';
import { useCanvasText } from './canvas-text';
import type { CanvasFlowNode } from './to-canvas';
import { triggerParams } from './trigger-text';

function ProblemBadge({ kind, messages }: { kind: 'error' | 'warning'; messages: readonly string[] }) {
  const { t } = useCanvasText();
  if (messages.length === 0) return null;
  const label = kind === 'error' ? t('{{count}} errors', { count: messages.length }) : t('{{count}} warnings', { count: messages.length });
  const list = messages.map((m) => t(m)).join('\n');
  return (
    <span className={`rc-badge rc-badge-${kind}`} title={`${label}\n${list}`} aria-label={`${label}: ${list}`} role="img">
      {kind === 'error' ? '✕' : '!'} {messages.length}
    </span>
  );
}

function FlowNodeCard({ data, selected, isConnectable }: NodeProps<CanvasFlowNode>) {
  const { t } = useCanvasText();
  const { node, actions, errors, warnings, lit, live } = data;
  const params = triggerParams(node.trigger, t);
  const className = ['rc-node', selected ? 'rc-selected' : '', lit ? 'rc-lit' : '', errors.length > 0 ? 'rc-has-errors' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-testid={`node-${node.id}`}>
      <Handle type="target" position={Position.Left} className="rc-target" isConnectable={isConnectable} isConnectableStart={false} />
      <div className="rc-node-head">
        <span className="rc-node-label">{node.label}</span>
        <ProblemBadge kind="error" messages={errors} />
        <ProblemBadge kind="warning" messages={warnings} />
        {live && (
          <span className="rc-badge rc-badge-live" data-testid={`live-${node.id}`}>
            {live.waiting > 0 ? t('{{entered}} in · {{waiting}} waiting', { entered: live.entered, waiting: live.waiting }) : t('{{entered}} in', { entered: live.entered })}
          </span>
        )}
      </div>
      <div className="rc-trigger">
        <span className="rc-trigger-name">{t(TRIGGER_LABELS[node.trigger.type])}</span>
        {params && <span className="rc-trigger-params">{params}</span>}
      </div>
      <ul className="rc-actions">
        {actions.map((action) => {
          const canLead = TRIGGERS_AFTER[action.type].length > 0;
          return (
            <li key={action.id} className={action.problemCount > 0 ? 'rc-action rc-action-problem' : 'rc-action'}>
              {/* The estimate shares the name's line, so a card's height never depends on prices. */}
              <span className="rc-action-head">
                <span className="rc-action-name">{t(ACTION_LABELS[action.type])}</span>
                {action.live ? (
                  <span className="rc-action-estimate rc-action-live">
                    {t('{{count}} sent · {{cost}}', { count: action.live.sent, cost: formatMillicents(action.live.costMillicents) })}
                  </span>
                ) : action.estimate && (
                  <span className="rc-action-estimate">
                    {action.type === 'send_voice'
                      ? action.estimate.priced
                        ? t('{{cost}} a call', { cost: formatMillicents(action.estimate.costMillicents) })
                        : t('No price for calls')
                      : action.estimate.priced
                        ? t('{{segments}} seg. · {{cost}}', { segments: action.estimate.segments, cost: formatMillicents(action.estimate.costMillicents) })
                        : t('{{segments}} seg. · no price', { segments: action.estimate.segments })}
                  </span>
                )}
              </span>
              <span className="rc-action-preview">{action.preview ?? t('Not set yet')}</span>
              <Handle
                type="source"
                id={action.id}
                position={Position.Right}
                className={canLead ? 'rc-source' : 'rc-source rc-source-none'}
                isConnectable={isConnectable && canLead}
                isConnectableStart={isConnectable && canLead}
                isConnectableEnd={false}
                title={canLead ? t('Drag to add what follows') : t('Nothing can follow this action')}
              />
            </li>
          );
        })}
        {actions.length === 0 && <li className="rc-action rc-action-empty">{t('No actions yet')}</li>}
      </ul>
    </div>
  );
}

const sameCard = (a: NodeProps<CanvasFlowNode>, b: NodeProps<CanvasFlowNode>) =>
  a.data === b.data && a.selected === b.selected && a.isConnectable === b.isConnectable;

export const FlowNode = memo(FlowNodeCard, sameCard);
