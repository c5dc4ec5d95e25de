import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { renderWithProviders } from '../../testing/index.js';
import { CheckboxField, SelectField, TextField } from '../fields.js';
import { toDateTimeInput } from '../date-time-input.js';
import { TravelFields } from '../travel-fields.js';

const submitted = jest.fn<void, [FieldValues]>();

/** A form around the fields under test: Save sends its values, unless `rule` puts an error on a field. */
function TestForm({ defaults, rule, children }: { defaults: FieldValues; rule?: [string, string]; children: ReactNode }) {
  const form = useForm({ defaultValues: defaults });
  const save = form.handleSubmit((values) => {
    if (rule) form.setError(rule[0], { message: rule[1] });
    else submitted(values);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate>
        {children}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

beforeEach(() => submitted.mockClear());

describe('a form the server draws', () => {
  it('shows the values it starts with before it runs in the browser', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <TestForm defaults={{ name: 'Albania Juniors', group: 'SENIOR', shown: true }}>
        <TextField name="name" label="Team name" />
        <SelectField name="group" label="Group" options={['JUNIOR', 'SENIOR']} />
        <CheckboxField name="shown" label="Name may be shown publicly" />
      </TestForm>,
    );
    expect(container.querySelector('input[name="name"]')).toHaveValue('Albania Juniors');
    expect(container.querySelector('select')).toHaveValue('SENIOR');
  });
});

describe('TextField', () => {
  it('is found by its label, takes what is typed, and shows its message once there is one', async () => {
    renderWithProviders(
      <TestForm defaults={{ person: { fullName: '' } }} rule={['person.fullName', 'Please fill in the full name!']}>
        <TextField name="person.fullName" label="Full name" required />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: /Full name/ });
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByText('Please fill in the full name!')).not.toBeInTheDocument();
    await userEvent.type(input, 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in the full name!')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is a date or a date and time, with its earliest value', () => {
    renderWithProviders(
      <TestForm defaults={{ born: '', arrives: '', email: '' }}>
        <TextField name="born" label="Date of birth" type="date" min="2010-01-01" />
        <TextField name="arrives" label="Time of arrival" type="datetime-local" min="2025-08-28T00:00" disabled />
        <TextField name="email" label="Email" type="email" hint="Also the username." />
      </TestForm>,
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('min', '2010-01-01');
    expect(screen.getByLabelText('Time of arrival')).toHaveAttribute('min', '2025-08-28T00:00');
    expect(screen.getByLabelText('Time of arrival')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Also the username.');
  });
});

describe('SelectField', () => {
  it('offers an empty first option in the words given, then the options', async () => {
    renderWithProviders(
      <TestForm defaults={{ size: '' }}>
        <SelectField name="size" label="T-shirt size" options={['S', 'M']} empty="Choose…" required />
      </TestForm>,
    );
    const select = screen.getByRole('combobox', { name: /T-shirt size/ });
    expect([...select.querySelectorAll('option')].map((option) => [option.value, option.text])).toEqual([
      ['', 'Choose…'],
      ['S', 'S'],
      ['M', 'M'],
    ]);
    await userEvent.selectOptions(select, 'M');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ size: 'M' }));
  });

  it('has no empty option for a list that always has a value, and names records by their words', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <TestForm defaults={{ countryId: 'b' }}>
        <SelectField
          name="countryId"
          label="Country"
          options={[
            { value: 'a', label: 'Austria', disabled: true },
            { value: 'b', label: 'Bulgaria' },
            { value: 'c', label: 'Croatia' },
          ]}
          onChange={onChange}
        />
      </TestForm>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('b');
    expect(screen.getByRole('option', { name: 'Austria' })).toBeDisabled();
    expect(screen.queryByRole('option', { name: '' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Croatia');
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ countryId: 'c' }));
  });
});

describe('CheckboxField', () => {
  it('is a checkbox named by its words, holding yes or no', async () => {
    renderWithProviders(
      <TestForm defaults={{ hasPersonForContact: false }}>
        <CheckboxField name="hasPersonForContact" label="Contestant does not travel with the leader" />
      </TestForm>,
    );
    const box = screen.getByRole('checkbox', { name: 'Contestant does not travel with the leader' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ hasPersonForContact: true }));
  });
});

describe('TravelFields', () => {
  const none = {
    timeOfArrival: '',
    arrivalLocation: '',
    arrivalCarrier: '',
    arrivalFlightNumber: '',
    arrivalTerminal: '',
    timeOfDeparture: '',
    departureLocation: '',
    departureCarrier: '',
    departureFlightNumber: '',
    departureTerminal: '',
  };

  it("asks each journey's carrier, flight or train number and terminal under its time and place, optional", () => {
    renderWithProviders(
      <TestForm defaults={none}>
        <TravelFields registration empty="Choose…" />
      </TestForm>,
    );
    const labels = (name: string) =>
      within(screen.getByRole('group', { name }))
        .getAllByRole('textbox')
        .map((input) => input.closest('div')?.querySelector('label')?.textContent);
    expect(labels('Inbound journey')).toEqual(['Carrier', 'Flight or train number', 'Terminal']);
    expect(labels('Outbound journey')).toEqual(['Carrier', 'Flight or train number', 'Terminal']);
    expect(within(screen.getByRole('group', { name: 'Inbound journey' })).getByLabelText(/Time of arrival/)).toBeRequired();
    expect(within(screen.getByRole('group', { name: 'Outbound journey' })).getByLabelText('Flight or train number')).not.toBeRequired();
  });

  it("asks a registration's travel with the edition's earliest days", () => {
    renderWithProviders(
      <TestForm defaults={none}>
        <TravelFields registration empty="Choose…" />
      </TestForm>,
    );
    expect(screen.getByLabelText(/Time of arrival/)).toHaveAttribute('min', '2025-08-28T00:00');
    expect(screen.getByLabelText(/Time of arrival/)).toBeRequired();
    expect(screen.getByLabelText(/Time of departure/)).toHaveAttribute('min', '2025-09-02T00:00');
    const arrivalLocation = screen.getByRole('combobox', { name: /Arrival location/ });
    expect(arrivalLocation).toHaveValue('');
    expect(arrivalLocation).toBeRequired();
    expect(arrivalLocation.querySelector('option')).toHaveTextContent('Choose…');
  });

  it("leaves an organiser's people free to travel any time, under the person's prefix", async () => {
    renderWithProviders(
      <TestForm defaults={{ person: { ...none, arrivalLocation: 'Other', departureLocation: 'Other' } }}>
        <TravelFields prefix="person." />
      </TestForm>,
    );
    expect(screen.getByLabelText('Time of arrival')).not.toHaveAttribute('min');
    expect(screen.getByLabelText('Time of arrival')).not.toBeRequired();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Arrival location' }), 'Sofia Airport');
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Outbound journey' })).getByLabelText('Flight or train number'),
      'ICE578',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        person: { ...none, arrivalLocation: 'Sofia Airport', departureLocation: 'Other', departureFlightNumber: 'ICE578' },
      }),
    );
  });
});

describe('toDateTimeInput', () => {
  it('shows a stored wall-clock time as a datetime-local value, to the minute, and none as empty text', () => {
    expect(toDateTimeInput('2025-08-28T14:30:00')).toBe('2025-08-28T14:30');
    expect(toDateTimeInput('2025-08-28 14:30')).toBe('2025-08-28T14:30');
    expect(toDateTimeInput(null)).toBe('');
    expect(toDateTimeInput(undefined)).toBe('');
  });
});
