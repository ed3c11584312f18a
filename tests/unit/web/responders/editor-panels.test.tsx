// @vitest-environment jsdom
// The editor's panels as a user meets them: the problems panel (errors first, each naming its
// node and field; choosing one points the canvas at its node), and the toolbar (undo and redo name
// their step, publish held with the reason in words beside it, the save state said aloud).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Problem } from '@flows/problems';
import { EditorToolbar, type EditorToolbarProps } from '@web/features/responders/editor-toolbar';
import { ProblemsPanel } from '@web/features/responders/problems-panel';
import { renderWithProviders } from '../render-with-providers';
import { makeResponder } from './fixtures';

afterEach(cleanup);

const problems: Problem[] = [
  { severity: 'warning', nodeId: 'n_yes', actionId: 'a_yes', field: null, message: 'No fallback when the contact does not reply: add a No reply or No click branch' },
  { severity: 'error', nodeId: 'n_root', actionId: 'a_root', field: 'Creative', message: 'Creative is required field!' },
];
const labels = new Map([
  ['n_root', 'Node #1'],
  ['n_yes', 'Node #1.1'],
]);

describe('the problems panel', () => {
  it('lists errors before warnings, each with its node and field, and points at the node chosen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<ProblemsPanel problems={problems} labels={labels} open onToggle={() => undefined} onSelect={onSelect} />);
    const panel = screen.getByRole('region', { name: 'Problems' });
    expect(within(panel).getByText('1 errors, 1 warnings')).toBeTruthy();
    const items = within(panel).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'ErrorNode #1 · CreativeCreative is required field!',
      'WarningNode #1.1No fallback when the contact does not reply: add a No reply or No click branch',
    ]);
    await user.click(within(panel).getByRole('button', { name: /Node #1\.1/ }));
    expect(onSelect).toHaveBeenCalledWith('n_yes');
  });

  it('says the responder can be published when the checks find nothing', () => {
    renderWithProviders(<ProblemsPanel problems={[]} labels={labels} open onToggle={() => undefined} onSelect={() => undefined} />);
    expect(screen.getByText('No problems found: the responder can be published.')).toBeTruthy();
  });
});

function toolbar(overrides: Partial<EditorToolbarProps> = {}) {
  const props: EditorToolbarProps = {
    responder: makeResponder(),
    listPath: '/responders',
    saveState: 'unsaved',
    undoStep: 'Add node',
    redoStep: null,
    errors: 0,
    warnings: 0,
    publishHeld: null,
    busy: false,
    panel: null,
    onUndo: vi.fn(),
    onRedo: vi.fn(),
    onAutoLayout: vi.fn(),
    onSave: vi.fn(),
    onPublish: vi.fn(),
    onPanel: vi.fn(),
    onProblems: vi.fn(),
    live: false,
    onLive: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<EditorToolbar {...props} />);
  return props;
}

describe('the editor toolbar', () => {
  it('switches the live counts on and off, showing which', async () => {
    const user = userEvent.setup();
    const props = toolbar();
    const button = screen.getByRole('button', { name: 'Live counts' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(props.onLive).toHaveBeenCalledWith(true);
  });

  it('names the step undo takes back; redo has nothing to redo', async () => {
    const user = userEvent.setup();
    const props = toolbar();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.getAttribute('title')).toBe('Undo Add node (Ctrl+Z)');
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(undo);
    expect(props.onUndo).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Unsaved changes');
  });

  it('holds publish while an error stands and says why', () => {
    toolbar({ errors: 2, warnings: 1, publishHeld: 'Fix the errors in the problems panel to publish' });
    const publish = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(document.getElementById(publish.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Fix the errors in the problems panel to publish');
    expect(screen.getByRole('button', { name: 'Problems: 2 errors, 1 warnings' })).toBeTruthy();
  });

  it('opens the test run and the revisions beside the canvas', async () => {
    const user = userEvent.setup();
    const props = toolbar({ saveState: 'saved', panel: 'revisions' });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Test run' }));
    expect(props.onPanel).toHaveBeenCalledWith('simulator');
    await user.click(screen.getByRole('button', { name: 'Revisions' }));
    expect(props.onPanel).toHaveBeenCalledWith(null);
  });
});
