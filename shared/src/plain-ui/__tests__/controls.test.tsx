import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ErrorAlert, Field, Input, PageLoader, VisuallyHidden } from '../index.js';

describe('the plain UI', () => {
  it('labels an input by its field, and ties the message to it', () => {
    render(
      <>
        <Field label="Email" required error="Please Fill Required Field!">
          <Input type="email" />
        </Field>
        <Field label="Password">
          <Input type="password" />
        </Field>
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Please Fill Required Field!');
    const password = screen.getByLabelText('Password');
    expect(password).toBeValid();
    expect(password).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a loading button named by its label, and not clickable', async () => {
    const click = jest.fn();
    const { rerender } = render(<Button onClick={click}>Log in</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');

    rerender(<Button onClick={click} loading type="submit">Log in</Button>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('announces a failure, a wait, and text meant for assistive technology only', () => {
    render(
      <>
        <ErrorAlert>The teams could not be loaded. Please try again later.</ErrorAlert>
        <PageLoader label="Loading teams" />
        <button type="button">
          EDIT<VisuallyHidden> Albania</VisuallyHidden>
        </button>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The teams could not be loaded. Please try again later.');
    expect(screen.getByRole('status', { name: 'Loading teams' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EDIT Albania' })).toBeInTheDocument();
  });
});
