import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGED_MEANWHILE, contestUrl, snacks, urlOfCall } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { Route, Routes } from '@olympiad/shared/router';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { AddGuestPage } from '../components/add-guest-page';
import { GuestsPage } from '../components/guests-page';
import { ownCountryRead } from '../../../testing/own-country';
import { CONTEST, COUNTRY, ENUMS, fillNewGuest, GUEST } from './guests-fixtures';

const GUESTS_URL = urlOfCall('readPeopleOfCountry', { params: { role: 'GUEST', x: COUNTRY }, query: { contestId: CONTEST } });

function serve(extra: Record<string, unknown> = {}) {
  return mockFetch({
    [`GET ${contestUrl()}`]: { id: CONTEST, name: 'IJOI 2025', endOfRegistrationDate: '2030-01-01T00:00:00Z' },
    [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
    [`GET ${GUESTS_URL}`]: [GUEST],
    ...ownCountryRead(COUNTRY),
    ...extra,
  });
}

function renderApp(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/addGuest" element={<AddGuestPage />} />
      <Route path="/listGuests" element={<GuestsPage />} />
    </Routes>,
    { route },
  );
}

describe('guests', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', COUNTRY));
  afterEach(() => {
    localStorage.clear();
  });

  it('lists each guest with picture, name, T-shirt, short dates and locations', async () => {
    serve();
    renderApp('/listGuests');
    expect(screen.getByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Gina Guest' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual(['Gina Guest', 'M', '08/29/2025', 'Sofia Airport', '09/03/2025', 'Other']);
    expect(within(row).getByRole('img', { name: 'Picture of Gina Guest' })).toBeInTheDocument();
  });

  it("names each value by its column's header, the words a phone's card shows beside it", async () => {
    serve();
    renderApp('/listGuests');
    const table = await screen.findByRole('table', { name: 'Guests' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const row = (await within(table).findByRole('cell', { name: 'Gina Guest' })).closest('tr')!;
    const labels = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    // The picture and the buttons say what they are themselves.
    expect(labels).toEqual([null, ...headers.slice(1, 7), null]);
  });

  it('registers a new guest with role GUEST, the country and the contest, then goes to the list', async () => {
    const { calls } = serve({ [`POST ${urlOfCall('createPerson')}`]: { ...GUEST, id: 'new' } });
    renderApp('/addGuest');
    const user = userEvent.setup();
    await screen.findAllByRole('option', { name: 'Sofia Airport' });
    expect(screen.getByRole('heading', { name: 'Add Guest' })).toBeInTheDocument();
    await fillNewGuest(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.init.body));
    expect(body).toMatchObject({
      fullName: 'Gary Guest',
      roles: ['GUEST'],
      countryId: COUNTRY,
      contestId: CONTEST,
      timeOfArrival: '2025-08-28T10:00',
    });
    expect(snacks.getCurrent()?.text).toBe('Guest has added successfully.');
  });

  it("opens the list with the guest just registered in view and the focus on the list's heading", async () => {
    const added = { ...GUEST, id: 'a0000000-0000-4000-8000-000000000099', fullName: 'Gary Guest' };
    let listed: Person[] = [GUEST];
    serve({
      [`GET ${GUESTS_URL}`]: () => listed,
      [`POST ${urlOfCall('createPerson')}`]: () => {
        listed = [GUEST, added];
        return added;
      },
    });
    const shown: Element[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this);
    });
    try {
      renderApp('/addGuest');
      const user = userEvent.setup();
      await screen.findAllByRole('option', { name: 'Sofia Airport' });
      await fillNewGuest(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      const row = (await screen.findByRole('cell', { name: 'Gary Guest' })).closest('tr')!;
      await waitFor(() => expect(shown).toEqual([row]));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Guests' })).toHaveFocus());
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('asks for the required fields only after a submit attempt', async () => {
    serve();
    renderApp('/addGuest');
    const user = userEvent.setup();
    await screen.findAllByRole('option', { name: 'Sofia Airport' });
    expect(screen.queryByText('Please Fill Required Field!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Please Fill Required Field!')).toHaveLength(5);
  });

  it('edits a guest from the list: Edit mode, prefilled, PUT with its id', async () => {
    const { calls } = serve({ [`PUT ${urlOfCall('updatePerson', { params: { id: GUEST.id } })}`]: GUEST });
    // The server answers only when released, to see the button while saving.
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const served = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await answered;
      return served(input, init);
    }) as typeof fetch;
    renderApp('/listGuests');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Gina Guest' }));
    expect(await screen.findByRole('heading', { name: 'Edit Guest' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Gina Guest');
    expect(screen.getByLabelText(/Time of arrival/)).toHaveValue('2025-08-29T09:15');
    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Gina Visitor');
    const submit = screen.getByRole('button', { name: 'Edit' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({ id: GUEST.id, fullName: 'Gina Visitor', roles: ['GUEST'] });
    expect(snacks.getCurrent()?.text).toBe('Guest has edited successfully.');
  });

  it('keeps the typed name when the guest changed meanwhile, and loads the current values on request', async () => {
    let listed: Person[] = [{ ...GUEST, version: 3 }];
    const { calls } = serve({
      [`GET ${GUESTS_URL}`]: () => listed,
      [`PUT ${urlOfCall('updatePerson', { params: { id: GUEST.id } })}`]: () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Precondition Failed', status: 412, detail: CHANGED_MEANWHILE }), {
          status: 412,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    renderApp('/listGuests');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Gina Guest' }));
    const name = await screen.findByLabelText(/Full name/);
    listed = [{ ...GUEST, fullName: 'Gina Other', version: 4 }];
    await user.clear(name);
    await user.type(name, 'Gina Visitor');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(snacks.getCurrent()?.text).toBe(`Error! ${CHANGED_MEANWHILE}`);
    expect((calls.find((c) => c.method === 'PUT')!.init.headers as Record<string, string>)['If-Match']).toBe('"3"');
    expect(name).toHaveValue('Gina Visitor');
    expect(screen.getByRole('heading', { name: 'Edit Guest' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load current values (Guest)' }));
    await waitFor(() => expect(name).toHaveValue('Gina Other'));
    expect(screen.queryByText(CHANGED_MEANWHILE)).not.toBeInTheDocument();
  });

  it('deletes a guest only after the confirmation', async () => {
    const { calls } = serve({ [`DELETE ${urlOfCall('deletePerson', { params: { id: GUEST.id } })}`]: { deleted: true } });
    renderApp('/listGuests');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Gina Guest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete guest' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Gina Guest' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Gina Guest' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === urlOfCall('updatePerson', { params: { id: GUEST.id } }))).toBe(true),
    );
  });
});

describe('guests after the edit window', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', COUNTRY));

  // The deadline long past: the edit window (one day after it) has ended too.
  const closed = () =>
    serve({ [`GET ${contestUrl()}`]: { id: CONTEST, name: 'IJOI 2025', endOfRegistrationDate: '2025-08-01T20:59:00Z' } });

  it('lists the guests read-only, with the reason and a way home', async () => {
    closed();
    renderApp('/listGuests');
    expect(await screen.findByRole('cell', { name: 'Gina Guest' })).toBeInTheDocument();
    const note = await screen.findByRole('region', { name: 'Registration time is over!' });
    expect(note).toHaveTextContent('The edit window closed on 08/02/2025 23:59 venue time (Europe/Sofia)');
    expect(note).toHaveTextContent('guests can no longer be added, changed or deleted.');
    expect(within(note).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Add Guest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers no Add Guest form, only the note and the list', async () => {
    closed();
    renderApp('/addGuest');
    const note = await screen.findByRole('region', { name: 'Registration time is over!' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'List and Edit Guests' })).toHaveAttribute('href', '/listGuests');
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('stay open for a country whose own deadline is later: the list with its actions, the form', async () => {
    serve({
      [`GET ${contestUrl()}`]: { id: CONTEST, name: 'IJOI 2025', endOfRegistrationDate: '2025-08-01T20:59:00Z' },
      ...ownCountryRead(COUNTRY, '2099-08-01T20:59:00Z'),
    });
    renderApp('/listGuests');
    expect(await screen.findByRole('button', { name: 'Delete Gina Guest' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registration time is over!' })).not.toBeInTheDocument();
  });

  it("closes for a country whose own deadline is earlier, naming its own edit window's end", async () => {
    serve({ ...ownCountryRead(COUNTRY, '2025-07-20T20:59:00Z') });
    renderApp('/listGuests');
    const note = await screen.findByRole('region', { name: 'Registration time is over!' });
    expect(note).toHaveTextContent('The edit window closed on 07/21/2025 23:59 venue time (Europe/Sofia)');
  });
});
