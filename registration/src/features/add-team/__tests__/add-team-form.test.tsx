import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contestUrl, EMPTY_ID, snacks, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { AddTeamForm } from '../components/add-team-form';
import { LEADERS } from './add-team-fixtures';

const ENUMS = {
  tShirtSizesList: ['S', 'M', 'L'],
  operatingSystemNamesList: ['Linux', 'Windows'],
  arrivalLocationsList: ['Sofia Airport', 'Other'],
  userRolesList: [],
  personRolesList: [],
};

function setup(answer: unknown = { id: 't1' }, reads: Record<string, unknown> = {}) {
  const { calls } = mockFetch({ [`GET ${urlOfCall('readEnumerations')}`]: ENUMS, [`POST ${urlOfCall('createTeam')}`]: answer, ...reads });
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

describe('the Add Team form', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', '11111111-1111-4111-8111-111111111111'));
  afterEach(() => {
    localStorage.clear();
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

  it('marks the ticked deputy and contact person in the same round as every other empty field', async () => {
    const { user } = setup();
    await screen.findByRole('option', { name: 'Linux' });
    await user.click(screen.getByRole('checkbox', { name: 'Does the team have deputy leader?' }));
    const contestant = group('Contestant 1');
    await user.click(within(contestant).getByRole('checkbox', { name: 'Contestant does not travel with the leader' }));
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    const deputy = await screen.findByRole('group', { name: 'Deputy leader' });
    await waitFor(() => expect(within(deputy).getByLabelText(/Full name/)).toHaveAccessibleErrorMessage('Please Fill Required Field!'));
    expect(within(deputy).getByLabelText(/T-shirt size/)).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    expect(within(deputy).getByLabelText(/Phone/)).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    expect(within(contestant).getByLabelText(/Contact person name/)).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    expect(within(contestant).getByLabelText(/Contact person phone/)).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    expect(within(group('Team')).getByLabelText(/Team name/)).toHaveAccessibleErrorMessage('Please Fill Required Field!');
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

  it("unlocks a picked leader's stored value that breaks a rule, with its message, and sends the correction", async () => {
    const { user, calls, onCreated } = setup();
    await screen.findByRole('option', { name: 'Linux' });
    await fillRequired(user);
    const leader = group('Leader');
    await user.selectOptions(within(leader).getByLabelText('Existing leader'), 'Dan Deputy');
    const email = within(leader).getByLabelText(/Email/);
    expect(email).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    // The field is unlocked, then given its message: wait for both, as a person would.
    await waitFor(() => {
      expect(email).toBeEnabled();
      expect(email).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    });
    expect(within(leader).getByText(/Some of what is stored for Dan Deputy breaks a rule/)).toBeInTheDocument();
    // The other stored fields stay locked.
    expect(within(leader).getByLabelText(/Full name/)).toBeDisabled();
    expect(within(leader).getByLabelText(/Phone/)).toBeDisabled();
    await user.type(email, 'dan@example.com');
    expect(email).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.init.body));
    expect(body.leaderId).toBe(LEADERS[1]!.id);
    expect(body.leaderCreateModel).toMatchObject({
      leaderEmail: 'dan@example.com',
      leaderPhoneNumber: '+35988812',
      leaderPerson: { fullName: 'Dan Deputy' },
    });
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
      JSON.stringify({
        status: 400,
        title: 'Bad Request',
        detail: 'Invalid',
        errors: { name: ['Only latin letters and spaces allowed!'] },
      }),
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

describe('what the public may see of the new people', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', '11111111-1111-4111-8111-111111111111'));
  afterEach(() => {
    localStorage.clear();
  });

  const question = (person: string, name: string) =>
    within(within(group(person)).getByRole('group', { name: 'Shown publicly' })).getByRole('group', { name });

  it("asks each new person with nothing chosen, and sends the specification's payload when nothing is answered", async () => {
    const { user, calls, onCreated } = setup();
    await screen.findByRole('option', { name: 'Linux' });
    for (const person of ['Leader', 'Contestant 1']) {
      for (const radio of within(within(group(person)).getByRole('group', { name: 'Shown publicly' })).getAllByRole('radio')) {
        expect(radio).not.toBeChecked();
      }
      expect(question(person, 'Photo may be shown publicly')).toHaveAccessibleDescription(
        "No choice recorded (the edition's default: shown)",
      );
    }
    await fillRequired(user);
    // A picked leader keeps what is recorded for them.
    expect(within(group('Leader')).queryByRole('group', { name: 'Shown publicly' })).not.toBeInTheDocument();
    expect(within(group('Leader')).getByText(/Shown publicly as recorded for Lea Leader/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.init.body));
    expect(body).not.toHaveProperty('leaderPublicConsent');
    expect(body.contestants[0]).not.toHaveProperty('publicConsent');
  });

  it("sends the answers given, and tells a question left alone by the edition's default", async () => {
    // Contest settings hide contestants without a recorded choice.
    const { user, calls, onCreated } = setup(
      { id: 't1' },
      { [`GET ${contestUrl()}`]: { id: 'c', name: 'IJOI 2025', contestantsPublic: false } },
    );
    await screen.findByRole('option', { name: 'Linux' });
    await fillRequired(user);
    await user.click(within(question('Contestant 1', 'Photo may be shown publicly')).getByRole('radio', { name: 'No' }));
    expect(within(question('Contestant 1', 'Photo may be shown publicly')).getByRole('radio', { name: 'No' })).toBeChecked();
    await waitFor(() =>
      expect(question('Contestant 1', 'Name may be shown publicly')).toHaveAccessibleDescription(
        "No choice recorded (the edition's default: hidden)",
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.init.body));
    expect(body.contestants[0].publicConsent).toEqual({ photo: false });
  });
});

describe('the group of a new team', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', '11111111-1111-4111-8111-111111111111'));
  afterEach(() => {
    localStorage.clear();
  });

  it('is Junior unless chosen, and a chosen Senior goes onto each contestant as the spec sends it', async () => {
    const { user, calls, onCreated } = setup();
    await screen.findByRole('option', { name: 'Linux' });
    const choice = within(group('Team')).getByRole('combobox', { name: 'Group' });
    expect(choice).toHaveValue('Junior');
    await fillRequired(user);
    await user.selectOptions(choice, 'Senior');
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.init.body));
    expect(body).not.toHaveProperty('contestantGroup');
    expect(body).not.toHaveProperty('countryId');
    expect(body.contestants[0].contestant.contestantGroup).toBe('Senior');
  });
});

const COUNTRIES = [
  { id: '22222222-2222-4222-8222-222222222222', name: 'Atlantis', flagImage: null, registrationDeadline: null },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Lemuria', flagImage: null, registrationDeadline: null },
];

describe("an Administrator's Add Team", () => {
  beforeEach(() => logInAs('Administrator', 'Ada Admin'));
  afterEach(() => {
    localStorage.clear();
  });

  function setupForAdministrator(chosen: string | null = null) {
    const { calls } = mockFetch({ [`GET ${urlOfCall('readEnumerations')}`]: ENUMS, [`POST ${urlOfCall('createTeam')}`]: { id: 't2' } });
    const onCreated = jest.fn();
    const onCountryChange = jest.fn();
    renderWithProviders(
      <AddTeamForm leaders={LEADERS} onCreated={onCreated} countryChoice={{ countries: COUNTRIES, chosen, onCountryChange }} />,
    );
    return { calls, onCreated, onCountryChange, user: userEvent.setup() };
  }

  it('asks for the country, then sends it with the team', async () => {
    const { user, calls, onCreated, onCountryChange } = setupForAdministrator();
    await screen.findByRole('option', { name: 'Linux' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    const country = within(group('Team')).getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toHaveAccessibleErrorMessage('Please Fill Required Field!'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.selectOptions(country, 'Lemuria');
    expect(onCountryChange).toHaveBeenLastCalledWith(COUNTRIES[1]!.id);
    // The leader picked for no country was let go: pick the new country's.
    await user.selectOptions(within(group('Leader')).getByLabelText('Existing leader'), 'Lea Leader');
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.init.body));
    expect(body.countryId).toBe(COUNTRIES[1]!.id);
  });

  it('opens with the country the link chose (a country without a team in Progress), its leaders read', () => {
    const { onCountryChange } = setupForAdministrator(COUNTRIES[1]!.id);
    expect(within(group('Team')).getByRole('combobox', { name: /^Country/ })).toHaveValue(COUNTRIES[1]!.id);
    expect(onCountryChange).toHaveBeenLastCalledWith(COUNTRIES[1]!.id);
  });

  it("lets go of a picked leader when the country changes: they are another country's", async () => {
    const { user } = setupForAdministrator();
    const leader = group('Leader');
    await user.selectOptions(within(leader).getByLabelText('Existing leader'), 'Lea Leader');
    await user.selectOptions(within(group('Team')).getByRole('combobox', { name: /^Country/ }), 'Atlantis');
    expect(within(leader).getByLabelText('Existing leader')).toHaveValue(EMPTY_ID);
    expect(within(leader).getByLabelText(/Full name/)).toHaveValue('');
  });
});
