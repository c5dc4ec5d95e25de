import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contestUrl, MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { STAY_MESSAGES } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { ownCountryRead } from '../../../testing/own-country';
import { StayPage } from '../components/stay-page';
import { CONTESTANT, COUNTRY, delegation, GUEST, LEADER } from './stay-fixtures';

const READ = `GET ${urlOfCall('readDelegationStay', { params: { countryId: COUNTRY } })}`;
const SAVE_LEADER = `PUT ${urlOfCall('saveStayDetails', { params: { id: LEADER.personId } })}`;
const HEALTH_OF = (id: string) => urlOfCall('saveHealthDetails', { params: { id } });
const OPEN = { id: 'c1', name: 'IJOI 2025', endOfRegistrationDate: '2030-01-01T00:00:00Z' };
// The deadline long past: the edit window (one day after it) has ended too.
const CLOSED = { ...OPEN, endOfRegistrationDate: '2025-08-01T20:59:00Z' };

function renderPage(routes: Record<string, unknown> = {}, contest = OPEN) {
  const server = mockFetch({ [READ]: delegation(), [`GET ${contestUrl()}`]: contest, ...ownCountryRead(COUNTRY), ...routes });
  renderWithProviders(<StayPage />, { route: '/stay' });
  return server;
}

const card = (name: string) => screen.findByRole('region', { name });
const form = (person: HTMLElement, name: string) => within(person).getByRole('form', { name });
const bodyOf = (calls: { method: string; init: RequestInit }[], method: string) =>
  JSON.parse(String(calls.find((call) => call.method === method)!.init.body)) as unknown;

describe("a registrator's Rooms, diet and health", () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita Registrator', COUNTRY));

  it('shows each person with their role and team, and no rooms before the organisers publish them', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Rooms, diet and health' })).toBeInTheDocument();
    const contestant = await card('Ivan Petrov');
    expect(within(contestant).getByText('Contestant, Chile')).toBeInTheDocument();
    expect(within(await card('Gina Guest')).getByText('Guest')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your rooms' })).not.toBeInTheDocument();
    const room = form(contestant, 'Room and emergency contact');
    expect(within(room).getByRole('radio', { name: 'Share with a delegation member' })).toBeChecked();
    expect(within(room).getByRole('combobox', { name: /Share with/ })).toHaveValue(GUEST.personId);
    expect(within(room).getByText('Required for a contestant before the end of registration.')).toBeInTheDocument();
    expect(within(form(await card('Lena Leader'), 'Room and emergency contact')).queryByText(/Required for a contestant/)).toBeNull();
  });

  it("lists the delegation's rooms once published, each hotel's address once", async () => {
    renderPage({ [READ]: delegation([LEADER, GUEST], true) });
    const rooms = await screen.findByRole('region', { name: 'Your rooms' });
    const cells = within(rooms)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Name', 'Hotel', 'Room', 'Type'],
      ['Gina Guest', 'Hotel Sofia', '12', 'Double'],
    ]);
    expect(within(rooms).getByText('Hotel Sofia: 1 Vitosha Blvd')).toBeInTheDocument();
  });

  it('saves a room request and an emergency contact with the version they were read at', async () => {
    const { calls } = renderPage({ [SAVE_LEADER]: { ...LEADER, roomRequest: 'share', version: 1 } });
    const user = userEvent.setup();
    const room = form(await card('Lena Leader'), 'Room and emergency contact');
    await user.click(within(room).getByRole('radio', { name: 'Share with a delegation member' }));
    await user.click(within(room).getByRole('button', { name: 'Save room and emergency contact for Lena Leader' }));
    await waitFor(() =>
      expect(within(room).getByRole('combobox', { name: /Share with/ })).toHaveAccessibleErrorMessage(STAY_MESSAGES.shareWith),
    );
    await user.selectOptions(within(room).getByRole('combobox', { name: /Share with/ }), 'Gina Guest');
    await user.type(within(room).getByLabelText('Contact name'), 'Luis Leader');
    await user.click(within(room).getByRole('button', { name: 'Save room and emergency contact for Lena Leader' }));
    await waitFor(() => expect(within(room).getByLabelText('Relation')).toHaveAccessibleErrorMessage(MESSAGES.required));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(room).getByLabelText('Relation'), 'Brother');
    await user.type(within(room).getByLabelText('Contact phone'), '+56 9 8765 4321');
    await user.click(within(room).getByRole('button', { name: 'Save room and emergency contact for Lena Leader' }));
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Room request and emergency contact saved.' }),
    );
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new Headers(put.init.headers).get('If-Match')).toBe('"0"');
    expect(bodyOf(calls, 'PUT')).toMatchObject({
      roomRequest: 'share',
      shareWithPersonId: GUEST.personId,
      emergencyContactName: 'Luis Leader',
      emergencyContactRelation: 'Brother',
    });
  });

  it('keeps diet and health closed until the consent is ticked, then records it with the first save', async () => {
    const HEALTH = HEALTH_OF(LEADER.personId);
    const { calls } = renderPage({ [`PUT ${HEALTH}`]: { ...LEADER, health: { ...CONTESTANT.health!, diet: 'other', version: 1 } } });
    const user = userEvent.setup();
    const health = form(await card('Lena Leader'), 'Diet and health');
    expect(within(health).queryByLabelText(/Diet/)).not.toBeInTheDocument();
    expect(within(health).queryByLabelText('Allergies')).not.toBeInTheDocument();
    await user.click(
      within(health).getByRole('checkbox', {
        name: 'I confirm that this person (for a minor, a parent or guardian) has explicitly consented to the organisers keeping their diet and health information, to keep them safe and fed during the olympiad.',
      }),
    );
    await user.selectOptions(within(health).getByRole('combobox', { name: /Diet/ }), 'Other');
    await user.click(within(health).getByRole('button', { name: 'Save diet and health for Lena Leader' }));
    await waitFor(() => expect(within(health).getByLabelText(/Other diet/)).toHaveAccessibleErrorMessage(STAY_MESSAGES.dietOther));
    await user.type(within(health).getByLabelText(/Other diet/), 'No pork');
    await user.type(within(health).getByLabelText('Medical notes (conditions, medication)'), 'Asthma');
    await user.click(within(health).getByRole('button', { name: 'Save diet and health for Lena Leader' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Diet and health saved.' }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe(HEALTH);
    expect(new Headers(put.init.headers).get('If-Match')).toBe('"0"');
    expect(bodyOf(calls, 'PUT')).toEqual({ consent: true, diet: 'other', dietOther: 'No pork', allergies: '', medicalNotes: 'Asthma' });
  });

  it('says who recorded the consent, and withdraws it only once confirmed', async () => {
    const WITHDRAW = `DELETE ${HEALTH_OF(CONTESTANT.personId)}`;
    const { calls } = renderPage({ [WITHDRAW]: { ...CONTESTANT, health: null } });
    const user = userEvent.setup();
    const health = form(await card('Ivan Petrov'), 'Diet and health');
    expect(within(health).getByText('Consent recorded by Rita Registrator on 06/01/2025')).toBeInTheDocument();
    expect(within(health).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(health).getByRole('combobox', { name: /Diet/ })).toHaveValue('vegetarian');
    expect(within(health).getByLabelText('Allergies')).toHaveValue('Peanuts');

    await user.click(within(health).getByRole('button', { name: 'Withdraw consent for Ivan Petrov' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw consent' });
    expect(dialog).toHaveTextContent("Withdraw consent and delete Ivan Petrov's diet and health information?");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(health).getByRole('button', { name: 'Withdraw consent for Ivan Petrov' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Consent withdrawn; diet and health information deleted.' }),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => `DELETE ${call.url}`)).toEqual([WITHDRAW]);
  });

  it("puts the server's field errors on the fields", async () => {
    renderPage({
      [SAVE_LEADER]: () =>
        new Response(JSON.stringify({ status: 400, title: 'Bad Request', errors: { emergencyContactPhone: ['Not a phone.'] } }), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    const user = userEvent.setup();
    const room = form(await card('Lena Leader'), 'Room and emergency contact');
    await user.type(within(room).getByLabelText('Contact name'), 'Luis Leader');
    await user.type(within(room).getByLabelText('Relation'), 'Brother');
    await user.type(within(room).getByLabelText('Contact phone'), '+56 9 8765 4321');
    await user.click(within(room).getByRole('button', { name: 'Save room and emergency contact for Lena Leader' }));
    await waitFor(() => expect(within(room).getByLabelText('Contact phone')).toHaveAccessibleErrorMessage('Not a phone.'));
  });

  it('after the edit window: read-only with the reason, a consent still withdrawable', async () => {
    renderPage({}, CLOSED);
    const note = await screen.findByRole('region', { name: 'Registration time is over!' });
    expect(note).toHaveTextContent('The edit window closed on 08/02/2025 23:59 venue time (Europe/Sofia)');
    expect(note).toHaveTextContent('A consent can still be withdrawn.');
    const contestant = await card('Ivan Petrov');
    expect(within(contestant).getByLabelText('Contact name')).toBeDisabled();
    expect(within(contestant).getByRole('button', { name: 'Save room and emergency contact for Ivan Petrov' })).toBeDisabled();
    expect(within(contestant).getByRole('button', { name: 'Save diet and health for Ivan Petrov' })).toBeDisabled();
    expect(within(contestant).getByRole('button', { name: 'Withdraw consent for Ivan Petrov' })).toBeEnabled();
  });
});
