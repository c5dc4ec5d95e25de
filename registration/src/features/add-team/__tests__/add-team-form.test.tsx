import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, snacks } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';
import { logInAs, logOut, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { AddTeamForm } from '../components/add-team-form';

const LEADERS: Leader[] = [
  {
    id: '44444444-4444-4444-8444-444444444444',
    personId: '55555555-5555-4555-8555-555555555555',
    email: 'lea@example.com',
    phoneNumber: '+359888',
    isDeputy: false,
    person: { fullName: 'Lea Leader', tShirtSize: 'M', picturePath: '/api/Picture/lea' },
  },
];
const ENUMS = {
  tShirtSizesList: ['S', 'M', 'L'],
  operatingSystemNamesList: ['Linux', 'Windows'],
  arrivalLocationsList: ['Sofia Airport', 'Other'],
  userRolesList: [],
  personRolesList: [],
};

function setup(answer: unknown = { id: 't1' }) {
  const { calls } = mockFetch({ [`GET ${API.enums}`]: ENUMS, [`POST ${API.teams}`]: answer });
  const onCreated = jest.fn();
  renderWithProviders(<AddTeamForm leaders={LEADERS} onCreated={onCreated} />);
  return { calls, onCreated, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(group('Team')).getByLabelText(/Team name/), 'Atlantis');
  await user.selectOptions(within(group('Leader')).getByLabelText('Existing leader'), 'Lea Leader');
  const contestant = group('Contestant 1');
  await user.type(within(contestant).getByLabelText(/Full name/), 'Cora Contestant');
  await user.selectOptions(within(contestant).getByLabelText(/Operating system/), 'Linux');
  await user.type(within(contestant).getByLabelText(/Date of birth/), '2011-03-04');
  await user.selectOptions(within(contestant).getByLabelText(/T-shirt size/), 'S');
  const arrival = group('Arrival');
  await user.type(within(arrival).getByLabelText(/Time of arrival/), '2025-08-28T14:30');
  await user.selectOptions(within(arrival).getByLabelText(/Arrival location/), 'Sofia Airport');
  await user.type(within(arrival).getByLabelText(/Time of departure/), '2025-09-02T10:00');
  await user.selectOptions(within(arrival).getByLabelText(/Departure location/), 'Other');
}

// A long form in jsdom on a busy machine.
jest.setTimeout(30_000);

describe('the Add Team form', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', '11111111-1111-4111-8111-111111111111'));
  afterEach(() => {
    act(() => snacks.dismiss());
    localStorage.clear();
    logOut();
  });

  it('says nothing is required until a submit attempt, then marks each required field', async () => {
    const { user, calls } = setup();
    await screen.findByRole('option', { name: 'Linux' });
    expect(screen.queryByText('Please Fill Required Field!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect((await screen.findAllByText('Please Fill Required Field!')).length).toBeGreaterThanOrEqual(12);
    expect(within(group('Team')).getByLabelText(/Team name/)).toHaveAttribute('aria-invalid', 'true');
    expect(snacks.getCurrent()?.text).toBe('The form is invalid. Please fill fields correctly!');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('fills and locks the leader from the picker, and "-" clears and unlocks it', async () => {
    const { user } = setup();
    const leader = group('Leader');
    await user.selectOptions(within(leader).getByLabelText('Existing leader'), 'Lea Leader');
    expect(within(leader).getByLabelText(/Full name/)).toHaveValue('Lea Leader');
    expect(within(leader).getByLabelText(/Full name/)).toBeDisabled();
    expect(within(leader).getByLabelText(/Email/)).toHaveValue('lea@example.com');
    expect(within(leader).getByLabelText(/Phone/)).toBeDisabled();
    expect(within(leader).getByRole('img', { name: 'Picture of Lea Leader' })).toBeInTheDocument();
    await user.selectOptions(within(leader).getByLabelText('Existing leader'), '-');
    expect(within(leader).getByLabelText(/Full name/)).toHaveValue('');
    expect(within(leader).getByLabelText(/Full name/)).toBeEnabled();
    expect(within(leader).getByText('OR Add a new one')).toBeInTheDocument();
  });

  it('shows the deputy section only when ticked, and the contact person only when ticked', async () => {
    const { user } = setup();
    expect(screen.queryByRole('group', { name: 'Deputy leader' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Does the team have deputy leader?' }));
    expect(group('Deputy leader')).toBeInTheDocument();
    const contestant = group('Contestant 1');
    expect(within(contestant).queryByLabelText(/Contact person name/)).not.toBeInTheDocument();
    await user.click(within(contestant).getByRole('checkbox', { name: 'Contestant does not travel with the leader' }));
    expect(within(contestant).getByLabelText(/Contact person name/)).toBeInTheDocument();
  });

  it('has 1 to 4 contestants', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: /Remove Contestant/ })).not.toBeInTheDocument();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Add Contestant' }));
    expect(group('Contestant 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Contestant' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Contestant 4' }));
    expect(screen.getByRole('button', { name: 'Add Contestant' })).toBeInTheDocument();
  });

  it('sends the create payload and reports success', async () => {
    const { user, calls, onCreated } = setup();
    await screen.findByRole('option', { name: 'Linux' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    const body = JSON.parse(String(post.init.body));
    expect(body).toMatchObject({ name: 'Atlantis', leaderId: LEADERS[0]!.id });
    expect(body.contestants[0].contestant).toMatchObject({ contestantGroup: 'Junior', dateOfBirth: '2011-03-04' });
    expect(snacks.getCurrent()?.text).toBe('Team has been created successfully!');
  });

  it('keeps everything typed on failure, says Error! and puts the server field errors in place', async () => {
    const problem = new Response(
      JSON.stringify({ status: 400, title: 'Bad Request', detail: 'Invalid', errors: { name: ['Only latin letters and spaces allowed!'] } }),
      { status: 400, headers: { 'content-type': 'application/problem+json' } },
    );
    const { user, onCreated } = setup(problem);
    await screen.findByRole('option', { name: 'Linux' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await within(group('Team')).findByText('Only latin letters and spaces allowed!')).toBeInTheDocument();
    expect(snacks.getCurrent()?.text).toBe('Error! Invalid');
    expect(within(group('Team')).getByLabelText(/Team name/)).toHaveValue('Atlantis');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
