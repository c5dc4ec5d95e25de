import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { CountriesPage } from '../components/countries-page';
import { BULGARIA, ROMANIA, problem } from './countries-fixtures';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('countries list', () => {
  beforeEach(() => logInAs('Administrator'));

  it('shows a spinner, then each country with its flag, name, Delete and Edit', async () => {
    mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, ROMANIA] });
    renderWithProviders(<CountriesPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Countries' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(rowOf('Bulgaria')).getByRole('img', { name: 'Flag of Bulgaria' })).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${BULGARIA.flagImage}`,
    );
    expect(within(rowOf('Romania')).queryByRole('img')).not.toBeInTheDocument();
    const editBulgaria = screen.getByRole('button', { name: 'Edit Bulgaria' });
    expect(editBulgaria).toHaveTextContent(/^Edit/);
    expect(screen.getByRole('button', { name: 'Delete Romania' })).toHaveTextContent(/^Delete/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('puts Edit before Delete in each row', async () => {
    mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, ROMANIA] });
    renderWithProviders(<CountriesPage />);
    await screen.findByRole('table', { name: 'Countries' });
    expect(
      within(rowOf('Bulgaria'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit Bulgaria', 'Delete Bulgaria']);
  });

  it('finds a country by its name, accents ignored, and says how many match', async () => {
    mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: [
        BULGARIA,
        ROMANIA,
        { ...ROMANIA, id: '99999999-9999-4999-8999-999999999999', name: 'São Tomé' },
      ],
    });
    renderWithProviders(<CountriesPage />);
    const table = await screen.findByRole('table', { name: 'Countries' });
    expect(screen.getByText('3 countries')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'sao');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent),
    ).toEqual(['São Tomé']);
    expect(screen.getByText('1 of 3 countries')).toHaveAttribute('aria-live', 'polite');
    await userEvent.clear(search);
    await userEvent.type(search, 'atlantis');
    expect(screen.getByText('No countries match the search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 countries')).toBeInTheDocument();
  });

  it('says so when there are no countries', async () => {
    mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [] });
    renderWithProviders(<CountriesPage />);
    expect(await screen.findByText(/No countries yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells when the list cannot be loaded', async () => {
    mockFetch({ [`GET ${urlOfCall('readCountries')}`]: () => problem(500, 'The server could not answer.') });
    renderWithProviders(<CountriesPage />);
    expect(await screen.findByText(/The countries could not be loaded: The server could not answer\./)).toBeInTheDocument();
  });

  /** The confirmation, ready as a person meets it (focus moved inside), then its Delete. */
  async function confirmDelete(name: string) {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete country' });
    expect(dialog).toHaveTextContent(`Delete ${name} and its flag? This cannot be undone.`);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: `Delete ${name}` }));
  }

  it('asks first, then deletes a country, says so and reloads the list', async () => {
    let countries = [BULGARIA, ROMANIA];
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: () => countries,
      [`DELETE ${urlOfCall('deleteCountry', { params: { id: ROMANIA.id } })}`]: () => {
        countries = [BULGARIA];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Romania' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await confirmDelete('Romania');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Romania' })).not.toBeInTheDocument());
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Country has been deleted successfully!' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      urlOfCall('readCountry', { params: { id: ROMANIA.id } }),
    ]);
    expect(calls.filter((c) => c.method === 'GET' && c.url === urlOfCall('readCountries'))).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Bulgaria' })).toBeInTheDocument();
  });

  it('keeps the country when the question is cancelled', async () => {
    const { calls } = mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [BULGARIA] });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bulgaria' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete country' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Bulgaria' })).toBeInTheDocument();
  });

  it("shows Error! and the server's reason in red when a delete fails", async () => {
    mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: [BULGARIA],
      [`DELETE ${urlOfCall('deleteCountry', { params: { id: BULGARIA.id } })}`]: () =>
        problem(409, 'The country is in use by users, people or teams and cannot be deleted.'),
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bulgaria' }));
    await confirmDelete('Bulgaria');
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({
        status: 'error',
        text: 'Error! The country is in use by users, people or teams and cannot be deleted.',
      }),
    );
    expect(screen.getByRole('cell', { name: 'Bulgaria' })).toBeInTheDocument();
  });
});
