import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countrySelection, MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { LETTER_MESSAGES } from '@olympiad/shared/schemas';
import { catchDownloads, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { InvitationLettersPage } from '../components/invitation-letters-page';
import { CONTESTANT, COUNTRY, delegation, LEADER } from './letters-fixtures';

const READ = `GET ${urlOfCall('readDelegationLetters', { params: { countryId: COUNTRY } })}`;
const SAVE_LEADER = `PUT ${urlOfCall('saveVisaDetails', { params: { id: LEADER.personId } })}`;

const pdf = (name: string) => () =>
  new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` } });

function renderPage(routes: Record<string, unknown> = {}) {
  const server = mockFetch({ [READ]: delegation(), ...routes });
  renderWithProviders(<InvitationLettersPage />, { route: '/invitationLetters' });
  return server;
}

/** Ticks the leader's "Needs an invitation letter", types valid details (in lower case, with spaces) and saves. */
async function fillLeader(user: ReturnType<typeof userEvent.setup>, leader: HTMLElement) {
  await user.click(within(leader).getByRole('checkbox', { name: 'Needs an invitation letter' }));
  await user.type(within(leader).getByLabelText(/Name as in the passport/), 'lena  leader');
  await user.type(within(leader).getByLabelText(/Nationality/), 'Chilean');
  await user.type(within(leader).getByLabelText(/Passport number/), 'p 123 456');
  await user.type(within(leader).getByLabelText(/Passport expiry date/), '2025-08-07');
  await user.type(within(leader).getByLabelText(/Date of birth/), '1980-02-29');
  await user.click(within(leader).getByRole('button', { name: 'Save visa details for Lena Leader' }));
}

const personForm = (name: string) => screen.findByRole('group', { name: new RegExp(`^${name}`) });
const reads = (calls: { method: string; url: string }[]) => calls.filter((call) => `${call.method} ${call.url}` === READ).length;

describe("a registrator's Invitation letters", () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita Registrator', COUNTRY));

  it('says only that letters are not switched on while the organisers have not', async () => {
    renderPage({ [READ]: delegation([LEADER, CONTESTANT], false) });
    expect(await screen.findByText('The organisers have not switched invitation letters on yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation letters' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all letters' })).not.toBeInTheDocument();
  });

  it("shows each person in a fieldset named by them and their role, a contestant's date of birth from the team", async () => {
    renderPage();
    const leader = await personForm('Lena Leader');
    expect(leader).toHaveAccessibleName('Lena Leader (Leader)');
    expect(within(leader).getByRole('checkbox', { name: 'Needs an invitation letter' })).not.toBeChecked();
    expect(within(leader).queryByLabelText(/Passport number/)).not.toBeInTheDocument();
    expect(within(leader).queryByRole('button', { name: /Download letter/ })).not.toBeInTheDocument();

    const contestant = await personForm('Ivan Petrov');
    expect(within(contestant).getByLabelText(/Name as in the passport/)).toHaveValue('IVAN PETROV');
    expect(within(contestant).queryByLabelText(/Date of birth/)).not.toBeInTheDocument();
    expect(within(contestant).getByText("Date of birth: 05/04/2011 (from the team's registration)")).toBeInTheDocument();
    expect(within(contestant).getByText("Stay: 08/02/2025 – 08/08/2025, the contest's dates: no travel entered yet")).toBeInTheDocument();
    expect(within(contestant).getByText(/^Letter generated on .* by Rita Registrator\.$/)).toBeInTheDocument();
    expect(within(contestant).getByRole('button', { name: 'Download letter for Ivan Petrov' })).toBeEnabled();
    expect(within(contestant).getByRole('button', { name: 'Save visa details for Ivan Petrov' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all letters' })).toBeEnabled();
  });

  it("asks for every detail once a letter is needed, with the server's own messages, and nothing is sent", async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    const leader = await personForm('Lena Leader');
    await user.click(within(leader).getByRole('checkbox', { name: 'Needs an invitation letter' }));
    expect(within(leader).getByText('Stay: 08/01/2025 – 08/07/2025, from travel')).toBeInTheDocument();
    await user.click(within(leader).getByRole('button', { name: 'Save visa details for Lena Leader' }));
    for (const label of ['Name as in the passport', 'Nationality', 'Passport number', 'Passport expiry date', 'Date of birth']) {
      await waitFor(() => expect(within(leader).getByLabelText(new RegExp(label))).toHaveAccessibleErrorMessage(MESSAGES.required));
    }

    await user.type(within(leader).getByLabelText(/Name as in the passport/), 'Лена');
    await user.type(within(leader).getByLabelText(/Passport number/), 'A1');
    await user.type(within(leader).getByLabelText(/Passport expiry date/), '2025-08-06');
    await user.click(within(leader).getByRole('button', { name: 'Save visa details for Lena Leader' }));
    await waitFor(() =>
      expect(within(leader).getByLabelText(/Name as in the passport/)).toHaveAccessibleErrorMessage(LETTER_MESSAGES.passportName),
    );
    expect(within(leader).getByLabelText(/Passport number/)).toHaveAccessibleErrorMessage(LETTER_MESSAGES.passportNumber);
    expect(within(leader).getByLabelText(/Passport expiry date/)).toHaveAccessibleErrorMessage(
      LETTER_MESSAGES.passportExpiry('2025-08-07'),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves valid details with the version they were read at, says so and reads the letters again', async () => {
    const saved = { ...LEADER, version: 1, details: { ...LEADER.details, needsLetter: true, passportName: 'LENA LEADER' } };
    const { calls } = renderPage({ [SAVE_LEADER]: saved });
    const user = userEvent.setup();
    await fillLeader(user, await personForm('Lena Leader'));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Visa details saved.' }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new Headers(put.init.headers).get('If-Match')).toBe('"0"');
    expect(JSON.parse(String(put.init.body))).toEqual({
      needsLetter: true,
      passportName: 'LENA LEADER',
      nationality: 'Chilean',
      passportNumber: 'P123456',
      passportExpiry: '2025-08-07',
      dateOfBirth: '1980-02-29',
    });
    await waitFor(() => expect(reads(calls)).toBe(2));
  });

  it("puts the server's field errors on the fields", async () => {
    renderPage({
      [SAVE_LEADER]: () =>
        new Response(JSON.stringify({ status: 400, title: 'Bad Request', errors: { nationality: ['Unknown nationality.'] } }), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    const leader = await personForm('Lena Leader');
    await fillLeader(userEvent.setup(), leader);
    await waitFor(() => expect(within(leader).getByLabelText(/Nationality/)).toHaveAccessibleErrorMessage('Unknown nationality.'));
    expect(within(leader).getByLabelText(/Nationality/)).toHaveValue('Chilean');
  });

  it("downloads a person's letter under the server's name, then reads the letters again", async () => {
    const clicked = catchDownloads();
    const generate = `POST ${urlOfCall('generateLetter', { params: { id: CONTESTANT.personId } })}`;
    const { calls } = renderPage({ [generate]: pdf('invitation-letter-ivan-petrov.pdf') });
    const contestant = await personForm('Ivan Petrov');
    await userEvent.click(within(contestant).getByRole('button', { name: 'Download letter for Ivan Petrov' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'invitation-letter-ivan-petrov.pdf');
    expect(calls.filter((call) => call.method === 'POST').map((call) => `POST ${call.url}`)).toEqual([generate]);
    await waitFor(() => expect(reads(calls)).toBe(2));
  });

  it("downloads all the delegation's letters in one file", async () => {
    const clicked = catchDownloads();
    const generate = `POST ${urlOfCall('generateDelegationLetters', { params: { countryId: COUNTRY } })}`;
    renderPage({ [generate]: pdf('invitation-letters-chile.pdf') });
    await userEvent.click(await screen.findByRole('button', { name: 'Download all letters' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'invitation-letters-chile.pdf');
  });

  it('offers no download while nobody can have a letter, and tells what is missing and that a letter is outdated', async () => {
    const outdated = {
      ...CONTESTANT,
      canGenerate: false,
      missing: ['passportNumber' as const],
      letter: { ...CONTESTANT.letter!, status: 'outdated' as const },
    };
    renderPage({ [READ]: delegation([LEADER, outdated]) });
    const contestant = await personForm('Ivan Petrov');
    expect(within(contestant).getByText('Missing for a letter: passport number')).toBeInTheDocument();
    expect(
      within(contestant).getByText('The details changed after this letter was generated. Download it again for a new letter.'),
    ).toBeInTheDocument();
    expect(within(contestant).getByRole('button', { name: 'Download letter for Ivan Petrov' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download all letters' })).toBeDisabled();
  });
});

describe("an Administrator's Invitation letters", () => {
  beforeEach(() => logInAs('Administrator', 'Ada Admin'));
  afterEach(() => act(() => countrySelection.clear()));

  it('works on the country chosen in the Teams section, and may make a new letter after a revocation', async () => {
    countrySelection.select(COUNTRY);
    // The server answers whether the viewer may generate: an Administrator may after a revocation.
    const revoked = { ...CONTESTANT, canGenerate: true, letter: { ...CONTESTANT.letter!, status: 'revoked' as const } };
    renderPage({
      [READ]: delegation([revoked]),
      [`GET ${urlOfCall('readCountries')}`]: [{ id: COUNTRY, name: 'Chile', flagImage: null }],
    });
    const contestant = await personForm('Ivan Petrov');
    expect(await screen.findByText('Chile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invitation letters' })).not.toBeInTheDocument();
    expect(within(contestant).getByText('This letter was revoked. Download it again to make a new one.')).toBeInTheDocument();
    expect(within(contestant).getByRole('button', { name: 'Download letter for Ivan Petrov' })).toBeEnabled();
  });
});
