import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGED_MEANWHILE, MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { CountriesPage } from '../components/countries-page';
import { BULGARIA, bodyOf, FLAG_BASE64, flagFile, problem } from './countries-fixtures';

const ATLANTIS = { id: 'c0aa0000-0000-4000-8000-0000000000a1', name: 'Atlantis', flagImage: FLAG_BASE64, registrationDeadline: null };

describe('country form', () => {
  beforeEach(() => logInAs('Administrator'));

  it('adds a country with its flag as bare base64, then clears the form and reloads the list', async () => {
    let countries = [BULGARIA];
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: () => countries,
      [`POST ${urlOfCall('createCountry')}`]: (init: RequestInit) => {
        countries = [ATLANTIS, BULGARIA];
        return { ...ATLANTIS, ...(bodyOf(init) as object) };
      },
    });
    renderWithProviders(<CountriesPage />);
    await screen.findByRole('cell', { name: 'Bulgaria' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Atlantis');
    await userEvent.upload(screen.getByLabelText('Flag'), flagFile());
    await userEvent.click(screen.getByRole('button', { name: 'Add Country' }));

    expect(await screen.findByRole('cell', { name: 'Atlantis' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(bodyOf(post.init)).toEqual({ name: 'Atlantis', flagImage: FLAG_BASE64 });
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.countryCreated });
    expect(calls.filter((c) => c.method === 'GET' && c.url === urlOfCall('readCountries'))).toHaveLength(2);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect((screen.getByLabelText('Flag') as HTMLInputElement).files).toHaveLength(0);
  });

  it('asks for the name after a submit attempt, next to the field, and sends nothing', async () => {
    const { calls } = mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [] });
    renderWithProviders(<CountriesPage />);
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Country' }));
    const name = screen.getByLabelText(/^Name/);
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field errors next to their fields and its message in red", async () => {
    const detail = 'The request has invalid fields.';
    mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: [],
      [`POST ${urlOfCall('createCountry')}`]: () => problem(400, detail, { flagImage: [MESSAGES.imageInvalid] }),
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Atlantis');
    await userEvent.upload(screen.getByLabelText('Flag'), flagFile());
    await userEvent.click(screen.getByRole('button', { name: 'Add Country' }));

    const flag = screen.getByLabelText('Flag');
    await waitFor(() => expect(flag).toHaveAccessibleErrorMessage(MESSAGES.imageInvalid));
    expect(flag).toHaveFocus();
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: detail });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Atlantis');
  });

  it('edits the selected country with its id, keeping the stored flag when no file is chosen', async () => {
    let countries = [BULGARIA];
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: () => countries,
      [`PUT ${urlOfCall('updateCountry', { params: { id: BULGARIA.id } })}`]: () => {
        countries = [{ ...BULGARIA, name: 'Republic of Bulgaria' }];
        return countries[0];
      },
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bulgaria' }));

    const name = screen.getByLabelText(/^Name/);
    expect(screen.getByRole('button', { name: 'Edit Country' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Country' })).not.toBeInTheDocument();
    expect(name).toHaveValue('Bulgaria');
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Republic of Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Country' }));

    expect(await screen.findByRole('cell', { name: 'Republic of Bulgaria' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(bodyOf(put.init)).toEqual({ id: BULGARIA.id, name: 'Republic of Bulgaria', registrationDeadline: null });
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.countryEdited });
    expect(screen.getByRole('button', { name: 'Add Country' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('sends a newly chosen flag on edit', async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: [BULGARIA],
      [`PUT ${urlOfCall('updateCountry', { params: { id: BULGARIA.id } })}`]: BULGARIA,
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bulgaria' }));
    await userEvent.upload(screen.getByLabelText('Flag'), flagFile());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Country' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toEqual({
      id: BULGARIA.id,
      name: 'Bulgaria',
      flagImage: FLAG_BASE64,
      registrationDeadline: null,
    });
  });

  it('shows the button as saving and disabled until the server answers, and sends once', async () => {
    const { calls, fetchMock } = mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [], [`POST ${urlOfCall('createCountry')}`]: ATLANTIS });
    const respond = fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    const serverAnswers = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await serverAnswers;
      return respond(input, init);
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Atlantis');
    await userEvent.click(screen.getByRole('button', { name: 'Add Country' }));
    // The loader keeps the button's name, so it is still found by it while disabled.
    const button = screen.getByRole('button', { name: 'Add Country' });
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Country' })).toBeEnabled());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('sends the version it was loaded with; on 412 keeps what was typed and offers the current values', async () => {
    let countries = [{ ...BULGARIA, version: 3 }];
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: () => countries,
      [`PUT ${urlOfCall('updateCountry', { params: { id: BULGARIA.id } })}`]: (init: RequestInit) => {
        if (new Headers(init.headers).get('If-Match') !== '"4"') return problem(412, CHANGED_MEANWHILE);
        countries = [{ ...BULGARIA, name: 'Mine', version: 5 }];
        return countries[0];
      },
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bulgaria' }));
    // Someone else renames it meanwhile.
    countries = [{ ...BULGARIA, name: 'Theirs', version: 4 }];
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Country' }));

    expect(await screen.findByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(new Headers(calls.find((c) => c.method === 'PUT')!.init.headers).get('If-Match')).toBe('"3"');
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: CHANGED_MEANWHILE });
    expect(name).toHaveValue('Mine');

    await userEvent.click(screen.getByRole('button', { name: /Load current values/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Theirs'));
    expect(screen.queryByText(CHANGED_MEANWHILE)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Country' }));
    expect(await screen.findByRole('cell', { name: 'Mine' })).toBeInTheDocument();
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.countryEdited });
  });

  it('leaves edit mode on Cancel without saving', async () => {
    const { calls } = mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [BULGARIA] });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bulgaria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add Country' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
