// @vitest-environment jsdom
// The unsaved-changes guard: a dirty form holds a navigation and asks ('changes not saved'), Stay
// keeps the user on the form, Leave goes on; the browser is asked to warn on unload.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { TextField, UnsavedChangesGuard } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

function ProfileForm() {
  return (
    <Formik initialValues={{ name: '' }} onSubmit={() => {}}>
      {({ dirty }) => (
        <Form>
          <TextField name="name" label="Name" />
          <UnsavedChangesGuard when={dirty} />
          <Link to="/other">Go elsewhere</Link>
        </Form>
      )}
    </Formik>
  );
}

const routes = [{ path: '/other', element: <p>Other page</p> }];

function unloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm />, { initialPath: '/profile', routes });
    expect(unloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Other page')).toBeTruthy();
  });

  it("asks 'changes not saved' when dirty; Stay keeps the form, Leave goes on", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ProfileForm />, { initialPath: '/profile', routes });
    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(unloadPrevented()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('changes not saved');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router?.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ann');

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(router?.state.location.pathname).toBe('/other');
    expect(unloadPrevented()).toBe(false);
  });
});
