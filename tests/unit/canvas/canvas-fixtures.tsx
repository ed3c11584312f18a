// The canvas as the page uses it, for jsdom tests: a small host that keeps the document and applies
// the canvas's commands with the real history (flows/history.ts), so a test sees what a user would
// after each edit. React Flow measures nodes with ResizeObserver and reads transforms with
// DOMMatrixReadOnly, which jsdom lacks: the stand-ins below are the ones React Flow's testing guide
// describes (https://reactflow.dev/learn/advanced-use/testing), with node cards a card's size.
import { useState } from 'react';
import { vi } from 'vitest';
import type { ResponderDocument } from '@domain/responder-flow';
import { applyCommand, emptyHistory, undo, redo, type Command, type History } from '@flows/history';
import type { Problem } from '@flows/problems';
import { ResponderCanvas, type ResponderCanvasProps } from '@flows/canvas/responder-canvas';
import { EMPTY_LIBRARY, type ResponderLibrary } from '@flows/canvas/library';
import { FAKE_VIEWPORT, renderWithProviders } from '../web/render-with-providers';

export * from './canvas-documents';

class ResizeObserverForFlow {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
class DOMMatrixReadOnlyForFlow {
  m22: number;
  constructor(transform: string) {
    const scale = transform?.match(/scale\(([1-9.])\)/)?.[1];
    this.m22 = scale !== undefined ? +scale : 1;
  }
}

/** A card's size: React Flow reads it to place handles and to cull what is off screen. */
export const CARD = { width: 256, height: 120 };

function installFlowStandIns() {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverForFlow });
  Object.defineProperty(window, 'DOMMatrixReadOnly', { configurable: true, writable: true, value: DOMMatrixReadOnlyForFlow });
  const size = (el: HTMLElement, key: 'width' | 'height') =>
    el.classList.contains('react-flow__node') ? CARD[key] : el.classList.contains('react-flow__handle') ? 8 : FAKE_VIEWPORT[key];
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get(this: HTMLElement) { return size(this, 'width'); } });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get(this: HTMLElement) { return size(this, 'height'); } });
  Object.defineProperty(SVGElement.prototype, 'getBBox', { configurable: true, value: () => ({ x: 0, y: 0, width: 0, height: 0 }) });
}
installFlowStandIns();

export const LIBRARY: ResponderLibrary = {
  ...EMPTY_LIBRARY,
  creatives: [{ id: 11, title: 'Welcome', message: 'Welcome to the club' }],
  offers: [{ id: 21, title: 'Spring sale', url: 'https://shop.example.com' }],
  routes: [{ id: 31, name: 'Route A' }],
  didGroups: [{ id: 41, name: 'East coast' }],
  contactGroups: [{ id: 51, name: 'Reached leads' }],
  media: [{ id: 51, name: 'greeting.mp3', kind: 'audio' }, { id: 52, name: 'banner.png', kind: 'image' }],
};

// ---- The host ------------------------------------------------------------------------------------

export type Host = {
  onCommand: ReturnType<typeof vi.fn<(command: Command) => string | null>>;
  onUndo: ReturnType<typeof vi.fn<() => void>>;
  onRedo: ReturnType<typeof vi.fn<() => void>>;
  onAutoLayout: ReturnType<typeof vi.fn<() => void>>;
  onSave: ReturnType<typeof vi.fn<() => void>>;
  /** The document as the host holds it now. */
  document: () => ResponderDocument;
};

type Options = Partial<Pick<ResponderCanvasProps, 'readOnly' | 'litNodeIds' | 'library' | 'focusNodeId'>> & { problems?: Problem[] };

export function renderCanvas(initial: ResponderDocument, options: Options = {}) {
  let current = initial;
  const host: Host = {
    onCommand: vi.fn<(command: Command) => string | null>(),
    onUndo: vi.fn<() => void>(),
    onRedo: vi.fn<() => void>(),
    onAutoLayout: vi.fn<() => void>(),
    onSave: vi.fn<() => void>(),
    document: () => current,
  };
  // Applied at once (not on the next render), so several commands from one key press see each other.
  let state: { document: ResponderDocument; history: History } = { document: initial, history: emptyHistory() };
  function Page() {
    const [, rerender] = useState(0);
    const set = (next: typeof state) => {
      state = next;
      current = next.document;
      rerender((n) => n + 1);
    };
    const onCommand = (command: Command) => {
      host.onCommand(command);
      const applied = applyCommand(state.document, state.history, command);
      if (!applied.ok) return applied.reason;
      set({ document: applied.document, history: applied.history });
      return null;
    };
    const onUndo = () => {
      host.onUndo();
      set(undo(state.document, state.history));
    };
    const onRedo = () => {
      host.onRedo();
      set(redo(state.document, state.history));
    };
    return (
      <div style={{ width: 1024, height: 600 }}>
        <ResponderCanvas
          document={state.document}
          problems={options.problems ?? []}
          litNodeIds={options.litNodeIds}
          library={options.library ?? LIBRARY}
          readOnly={options.readOnly}
          focusNodeId={options.focusNodeId}
          onCommand={onCommand}
          onUndo={onUndo}
          onRedo={onRedo}
          onAutoLayout={host.onAutoLayout}
          onSave={host.onSave}
        />
      </div>
    );
  }
  const result = renderWithProviders(<Page />);
  return { ...result, host };
}

/** The command names the canvas sent, in order ('Move', 'Connect', 'Add node'...). */
export const commandNames = (host: Host) => host.onCommand.mock.calls.map(([command]) => command.name);

// ---- Pointer gestures ---------------------------------------------------------------------------
// React Flow drags with d3-drag and connects with its own pointer handlers; both read `event.view`,
// which jsdom only accepts as a property set after construction.

function fire(target: EventTarget, type: string, x: number, y: number) {
  const view = window;
  const event = new view.MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperty(event, 'view', { value: view });
  target.dispatchEvent(event);
}

/** Drag a card by (dx, dy) screen pixels and let go. */
export function dragNode(card: Element, dx: number, dy: number) {
  fire(card, 'mousedown', 10, 10);
  fire(window, 'mousemove', 10 + dx / 2, 10 + dy / 2);
  fire(window, 'mousemove', 10 + dx, 10 + dy);
  fire(window, 'mouseup', 10 + dx, 10 + dy);
}

/**
 * Drag a connection from a handle and drop it on `onto` (a handle, a card, or the pane). jsdom has
 * no layout, so what lies under the pointer is said here (document.elementFromPoint).
 */
export function dragConnection(from: Element, onto: Element, drop = { x: 300, y: 200 }) {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => onto });
  fire(from, 'mousedown', 250, 50);
  fire(document, 'mousemove', (250 + drop.x) / 2, (50 + drop.y) / 2);
  fire(document, 'mousemove', drop.x, drop.y);
  fire(document, 'mouseup', drop.x, drop.y);
}

/** A node's card, a handle of it: React Flow's own markup. */
export const cardOf = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)!;
export const sourceHandle = (container: HTMLElement, nodeId: string, actionId: string) => container.querySelector<HTMLElement>(`.react-flow__handle[data-nodeid="${nodeId}"][data-handleid="${actionId}"]`)!;
export const targetHandle = (container: HTMLElement, nodeId: string) => container.querySelector<HTMLElement>(`.react-flow__handle.target[data-nodeid="${nodeId}"]`)!;
