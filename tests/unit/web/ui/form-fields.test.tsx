// @vitest-environment jsdom
// Form fields on Formik + the domain zod schema: labels tied to inputs, the spec's message under
// the field once touched or submitted, numbers kept as numbers, the password toggle.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { z } from 'zod';
import { loginSchema } from '@domain/auth';
import { messages } from '@domain/messages';
import { CheckboxField, NumberField, PasswordField, SelectField, TextField, TextareaField, zodValidate } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

function LoginForm({ onSubmit = vi.fn() }) {
  return (
    <Formik initialValues={{ email: '', password: '' }} validationSchema={zodValidate(loginSchema)} onSubmit={onSubmit}>
      <Form noValidate>
        <TextField name="email" label="Email" type="email" />
        <PasswordField name="password" label="Password" />
        <button type="submit">Submit</button>
      </Form>
    </Formik>
  );
}

/** The text an input points to as its hint or error (Chakra's Field links the error with aria-errormessage). */
function description(input: HTMLElement): string {
  const ids = `${input.getAttribute('aria-describedby') ?? ''} ${input.getAttribute('aria-errormessage') ?? ''}`.split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('TextField', () => {
  it("shows 'Email is invalid' under the email input after blur, not before", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Email is invalid')).toBeNull();
    await user.tab();
    const error = await screen.findByText('Email is invalid');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toContain('Email is invalid');
    // Under the input: the error follows it in the document.
    expect(email.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows every required message after a submit, untouched fields included', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.required('Email'))).toBeTruthy();
    expect(screen.getByText(messages.required('Password'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('PasswordField', () => {
  it('hides the password and shows it on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it("says 'Password is invalid' for a short one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Password is invalid')).toBeTruthy();
  });
});

describe('other fields', () => {
  const schema = z.object({
    volume: z.number({ error: messages.required('Volume') }).int(messages.integer).min(1000, messages.atLeast(1000)),
    channel: z.enum(['sms', 'voice']),
    priority: z.number(),
    notes: z.string().max(20, messages.maxChars(20)),
    agree: z.literal(true, { error: 'You must agree' }),
  });
  type Values = { volume?: number; channel?: 'sms' | 'voice'; priority?: number; notes: string; agree: boolean };

  function Settings({ onSubmit }: { onSubmit: (v: Values) => void }) {
    return (
      <Formik<Values> initialValues={{ notes: '', agree: false }} validationSchema={zodValidate(schema)} onSubmit={onSubmit}>
        <Form noValidate>
          <NumberField name="volume" label="Volume" />
          <SelectField name="channel" label="Channel" placeholder="Choose one" options={[{ value: 'sms', label: 'SMS' }, { value: 'voice', label: 'Voice' }]} />
          <SelectField name="priority" label="Priority" options={[{ value: 1, label: 'High' }, { value: 2, label: 'Low' }]} placeholder="None" />
          <TextareaField name="notes" label="Notes" />
          <CheckboxField name="agree" label="I agree" />
          <button type="submit">Save</button>
        </Form>
      </Formik>
    );
  }

  it('submits typed values: numbers as numbers, select values in their own type, booleans', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Settings onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Volume'), '1500');
    await user.selectOptions(screen.getByLabelText('Channel'), 'voice');
    await user.selectOptions(screen.getByLabelText('Priority'), '2');
    await user.type(screen.getByLabelText('Notes'), 'hello');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ volume: 1500, channel: 'voice', priority: 2, notes: 'hello', agree: true });
  });

  it('shows each message under its own field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Settings onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Volume'), '5');
    await user.type(screen.getByLabelText('Notes'), 'a note that is far too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.atLeast(1000))).toBeTruthy();
    expect(description(screen.getByLabelText('Volume'))).toContain(messages.atLeast(1000));
    expect(description(screen.getByLabelText('Notes'))).toContain(messages.maxChars(20));
    expect(screen.getByText('You must agree')).toBeTruthy();
  });
});
