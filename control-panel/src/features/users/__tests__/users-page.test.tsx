import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import type { User } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { BULGARIA, bodyOf, ENUMS, problem, uuid } from '../../../testing/fixtures';
import { UsersPage } from '../components/users-page';

const ADMIN: User = {
  id: uuid(1),
  email: 'admin@example.com',
  name: 'Admin',
  username: 'admin@example.com',
  role: 'Administrator',
  countryId: null,
  countryName: null,
};
const RITA: User = {
  id: uuid(2),
  email: 'rita@example.com',
  name: 'Rita',
  username: 'rita@example.com',
  role: 'TeamRegistrator',
  countryId: BULGARIA.id,
  countryName: 'Bulgaria',
};

const base = { [`GET ${urlOfCall('readEnumerations')}`]: ENUMS, [`GET ${urlOfCall('readCountries')}`]: [BULGARIA] };

describe('users section', () => {
  beforeEach(() => logInAs('Administrator'));

  it('adds a user with the e-mail as username and shows the given password in the list only', async () => {
    let users = [ADMIN];
    const { calls } = mockFetch({
      ...base,
      [`GET ${urlOfCall('readUsers')}`]: () => users,
      [`POST ${urlOfCall('registerUser')}`]: () => {
        users = [ADMIN, RITA];
        return { ...RITA, password: 'given-secret-1' };
      },
    });
    renderWithProviders(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'List of users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email/Username', 'Given Password', 'Name', 'Role', 'Country', 'Actions']);
    await screen.findByRole('option', { name: 'Bulgaria' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'rita@example.com');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rita');
    await userEvent.type(screen.getByLabelText(/^Password/), 'given-secret-1');
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'TeamRegistrator');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));

    const row = (await screen.findByRole('cell', { name: 'rita@example.com' })).closest('tr')!;
    expect(within(row).getByText('given-secret-1')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('Bulgaria');
    expect(bodyOf(calls.find((c) => c.method === 'POST')!.init)).toEqual({
      email: 'rita@example.com',
      username: 'rita@example.com',
      name: 'Rita',
      password: 'given-secret-1',
      role: 'TeamRegistrator',
      countryId: BULGARIA.id,
    });
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.userCreated });
    const adminRow = screen.getByRole('cell', { name: 'admin@example.com' }).closest('tr')!;
    expect(within(adminRow).queryByText('given-secret-1')).not.toBeInTheDocument();
    expect(within(adminRow).getAllByRole('cell')[4]).toHaveTextContent('no country');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it("finds a user by their country's name", async () => {
    mockFetch({ ...base, [`GET ${urlOfCall('readUsers')}`]: [ADMIN, RITA] });
    renderWithProviders(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'List of users' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'bulgaria');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['rita@example.com']);
  });

  it('asks for a country for a TeamRegistrator and sends nothing', async () => {
    const { calls } = mockFetch({ ...base, [`GET ${urlOfCall('readUsers')}`]: [ADMIN] });
    renderWithProviders(<UsersPage />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'x@example.com');
    await userEvent.type(screen.getByLabelText(/^Name/), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveAccessibleErrorMessage(MESSAGES.required));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal in red and keeps the values", async () => {
    mockFetch({
      ...base,
      [`GET ${urlOfCall('readUsers')}`]: [ADMIN],
      [`POST ${urlOfCall('registerUser')}`]: () => problem(409, 'A user with this email already exists.'),
    });
    renderWithProviders(<UsersPage />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Again');
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'Administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'A user with this email already exists.' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@example.com');
  });

  it('resets a password after confirmation and shows the new one in that row', async () => {
    const { calls } = mockFetch({
      ...base,
      [`GET ${urlOfCall('readUsers')}`]: [ADMIN, RITA],
      [`POST ${urlOfCall('resetPassword', { params: { id: RITA.id } })}`]: { password: 'fresh-password-2' },
    });
    renderWithProviders(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password of rita@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const row = screen.getByRole('cell', { name: 'rita@example.com' }).closest('tr')!;
    expect(await within(row).findByText('fresh-password-2')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('invites a user instead of giving a password: no Password field, and "Invitation sent" in the list', async () => {
    let users = [ADMIN];
    const { calls } = mockFetch({
      ...base,
      [`GET ${urlOfCall('readUsers')}`]: () => users,
      [`POST ${urlOfCall('inviteUser')}`]: () => {
        users = [ADMIN, RITA];
        return RITA;
      },
    });
    renderWithProviders(<UsersPage />);
    await screen.findByRole('option', { name: 'Bulgaria' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'rita@example.com');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rita');
    await userEvent.type(screen.getByLabelText(/^Password/), 'typed-before');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send an invitation instead of a password' }));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'Bulgaria');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));

    const row = (await screen.findByRole('cell', { name: 'rita@example.com' })).closest('tr')!;
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Invitation sent');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual([urlOfCall('inviteUser')]);
    expect(bodyOf(posts[0]!.init)).toEqual({
      email: 'rita@example.com',
      username: 'rita@example.com',
      name: 'Rita',
      role: 'TeamRegistrator',
      countryId: BULGARIA.id,
    });
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Invitation sent to rita@example.com.' });
    expect(screen.getByRole('checkbox', { name: 'Send an invitation instead of a password' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('sends a user an invitation again from their row, leaving the headers as they are', async () => {
    const { calls } = mockFetch({
      ...base,
      [`GET ${urlOfCall('readUsers')}`]: [ADMIN, RITA],
      [`POST ${urlOfCall('resendInvitation', { params: { id: RITA.id } })}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitation to rita@example.com' }));
    const row = screen.getByRole('cell', { name: 'rita@example.com' }).closest('tr')!;
    await waitFor(() => expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Invitation sent'));
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Invitation sent to rita@example.com.' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(
      within(screen.getByRole('table', { name: 'List of users' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email/Username', 'Given Password', 'Name', 'Role', 'Country', 'Actions']);
  });
});
