// A connection dropped on empty canvas asks what the contact does next: the triggers allowed after
// that action (flows/rules.ts), each making a new node there (addChild). Escape or a click
// elsewhere closes it.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ActionType, TriggerType } from '@domain/responder-flow';
import { TRIGGER_LABELS, TRIGGERS_AFTER } from '../rules';
import { useCanvasText } from './canvas-text';

type Props = {
  /** Where the connection was dropped, in pixels from the canvas's top-left corner. */
  left: number;
  top: number;
  actionType: ActionType;
  onPick: (trigger: TriggerType) => void;
  onClose: () => void;
};

export function ConnectionMenu({ left, top, actionType, onPick, onClose }: Props) {
  const { t } = useCanvasText();
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };
  return (
    <div ref={menu} role="menu" aria-label={t('What does the contact do next?')} className="rc-menu nodrag nopan" style={{ left, top }} onKeyDown={onKeyDown}>
      <div className="rc-menu-title" aria-hidden="true">
        {t('What does the contact do next?')}
      </div>
      {TRIGGERS_AFTER[actionType].map((trigger) => (
        <button key={trigger} type="button" role="menuitem" className="rc-menu-item" onClick={() => onPick(trigger)}>
          {t(TRIGGER_LABELS[trigger])}
        </button>
      ))}
    </div>
  );
}
