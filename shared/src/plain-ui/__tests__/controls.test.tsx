import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import {
  Button,
  Checkbox,
  ErrorAlert,
  Field,
  Fieldset,
  Input,
  NoteRegion,
  PageLoader,
  Select,
  Textarea,
  VisuallyHidden,
  WarningAlert,
} from '../index.js';

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

  it("describes a control by its hint and, once there is one, its message, which is also the control's error message", () => {
    const { rerender } = render(
      <Field label="Picture" hint="JPEG, PNG or WebP.">
        <Input type="file" />
      </Field>,
    );
    const picture = screen.getByLabelText('Picture');
    expect(picture).toHaveAccessibleDescription('JPEG, PNG or WebP.');
    expect(picture).not.toHaveAttribute('aria-invalid');

    rerender(
      <Field label="Picture" hint="JPEG, PNG or WebP." error="The image must be a JPEG, PNG or WebP file of at most 5 MB!">
        <Input type="file" />
      </Field>,
    );
    expect(picture).toBeInvalid();
    expect(picture).toHaveAccessibleDescription('JPEG, PNG or WebP. The image must be a JPEG, PNG or WebP file of at most 5 MB!');
    expect(picture).toHaveAccessibleErrorMessage('The image must be a JPEG, PNG or WebP file of at most 5 MB!');
  });

  it('offers a select its empty choice first, then its options, plain or with their own words', async () => {
    render(
      <Field label="Group">
        <Select empty="Choose…" options={['JUNIOR', { value: 'SENIOR', label: 'Senior', disabled: true }]} defaultValue="" />
      </Field>,
    );
    const group = screen.getByRole('combobox', { name: 'Group' });
    expect(screen.getAllByRole('option').map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Choose…', ''],
      ['JUNIOR', 'JUNIOR'],
      ['Senior', 'SENIOR'],
    ]);
    expect(screen.getByRole('option', { name: 'Senior' })).toBeDisabled();
    await userEvent.selectOptions(group, 'JUNIOR');
    expect(group).toHaveValue('JUNIOR');
  });

  it('labels a checkbox by its words and a text area by its field', async () => {
    render(
      <>
        <Checkbox label="Does the team have deputy leader?" />
        <Field label="Rules" required>
          <Textarea />
        </Field>
      </>,
    );
    const deputy = screen.getByRole('checkbox', { name: 'Does the team have deputy leader?' });
    await userEvent.click(screen.getByText('Does the team have deputy leader?'));
    expect(deputy).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Rules' })).toBeRequired();
  });

  it('names a part of a form by its legend', () => {
    render(
      <Fieldset legend="Contestant 1">
        <Field label="Full name">
          <Input />
        </Field>
      </Fieldset>,
    );
    const contestant = screen.getByRole('group', { name: 'Contestant 1' });
    expect(contestant).toContainElement(screen.getByRole('textbox', { name: 'Full name' }));
  });

  it('names a note by its title or label, and announces a warning at once', () => {
    render(
      <>
        <NoteRegion title="Registration time is over!">
          <p>The deadline was 1 June.</p>
        </NoteRegion>
        <NoteRegion label="Saved draft" title="This browser kept what you typed.">
          <button type="button">Restore draft</button>
        </NoteRegion>
        <WarningAlert>
          <p>This record was changed meanwhile by someone else.</p>
        </WarningAlert>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Registration time is over!' })).toHaveTextContent('The deadline was 1 June.');
    expect(screen.getByRole('region', { name: 'Saved draft' })).toHaveTextContent('This browser kept what you typed.');
    expect(screen.getByRole('alert')).toHaveTextContent('This record was changed meanwhile by someone else.');
  });

  it('keeps a loading button named by its label, and not clickable', async () => {
    const click = jest.fn();
    const { rerender } = render(<Button onClick={click}>Log in</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');

    rerender(
      <Button onClick={click} loading type="submit">
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('draws its controls disabled on the server, and enables them once React has taken the page over', async () => {
    const form = (
      <form>
        <Field label="Full name">
          <Input name="fullName" />
        </Field>
        <Field label="Notes">
          <Textarea name="notes" />
        </Field>
        <Field label="T-shirt size">
          <Select name="size" options={['S', 'M']} />
        </Field>
        <Checkbox label="Photo may be shown publicly" />
        <Button type="submit">Register</Button>
      </form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    const controls = () => [...container.querySelectorAll('input, textarea, select, button')];
    // Before their handlers are attached, typing would be lost and a submit would be the browser's own.
    expect(controls()).toHaveLength(5);
    for (const control of controls()) expect(control).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, form);
    });
    for (const control of controls()) expect(control).toBeEnabled();
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
