import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contestUrl, snacks, teamSelection, urlOfCall } from '@olympiad/shared';
import { CONSENT_RECORDED } from '@olympiad/shared/consent';
import { contestant, makeTeam } from './edit-team-fixtures';
import { region, renderEditTeam } from './render-edit-team';

afterEach(() => {
  act(() => teamSelection.clear());
});

const HOUR = 60 * 60 * 1000;
const contestEndingAt = (offsetMs: number) => ({
  [`GET ${contestUrl()}`]: { id: 'c', name: 'IJOI 2025', endOfRegistrationDate: new Date(Date.now() + offsetMs).toISOString() },
});
const button = (name: RegExp | string) => screen.queryAllByRole('button', { name });

describe('Edit Team in the registration windows', () => {
  it('offers adding, replacing and removing people while registration is open', async () => {
    await renderEditTeam(contestEndingAt(HOUR));
    await waitFor(() => expect(button(/^Replace With/)).toHaveLength(2));
    expect(button(/^Remove From Team/)).toHaveLength(1);
    expect(button(/^Delete/)).toHaveLength(2);
    expect(button('Add Contestant')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Edit window' })).not.toBeInTheDocument();
  });

  it('in the edit window offers only changing what exists, and says why', async () => {
    await renderEditTeam(contestEndingAt(-HOUR));
    const note = await screen.findByRole('region', { name: 'Edit window' });
    expect(note).toHaveTextContent('Registration time is over!');
    expect(note).toHaveTextContent(/can no longer be added, replaced or removed/);
    // The calls the server refuses in the edit window (policy window `registration`) are not offered.
    expect(button(/^Replace With/)).toEqual([]);
    expect(button(/^Remove From Team/)).toEqual([]);
    expect(button(/^Delete/)).toEqual([]);
    expect(button('Add Contestant')).toEqual([]);
    // What the server still allows (policy window `edit`) stays.
    expect(within(region('Team')).getByRole('button', { name: /^Change/ })).toBeInTheDocument();
    expect(within(region('Arrival')).getByRole('button', { name: /^Change/ })).toBeInTheDocument();
    expect(within(region('Leader')).getByRole('button', { name: /^Edit Personal Info/ })).toBeInTheDocument();
    expect(within(region('Contestants')).getAllByRole('button', { name: /^Change/ })).toHaveLength(2);
  });

  it('in the edit window offers no new deputy to a team without one', async () => {
    await renderEditTeam(contestEndingAt(-HOUR), makeTeam({ deputyLeader: null }));
    await screen.findByRole('region', { name: 'Edit window' });
    const deputy = region('Deputy Leader');
    expect(within(deputy).getByText('The team has no deputy leader.')).toBeInTheDocument();
    expect(within(deputy).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(deputy).queryByRole('button')).not.toBeInTheDocument();
  });

  it('after the edit window turns every control off, and says why', async () => {
    await renderEditTeam(contestEndingAt(-25 * HOUR));
    const note = await screen.findByRole('region', { name: 'Registration closed' });
    expect(note).toHaveTextContent("your country's team can no longer be changed");
    expect(button(/^Replace With/)).toEqual([]);
    expect(button(/^Delete/)).toEqual([]);
    expect(button('Add Contestant')).toEqual([]);
    const controls = [...screen.getAllByRole('button'), ...screen.getAllByRole('textbox'), ...screen.getAllByRole('checkbox')];
    expect(controls.length).toBeGreaterThan(5);
    for (const control of controls) expect(control).toBeDisabled();
  });

  it('after the edit window still records a withdrawn consent: the server takes it in every window', async () => {
    const { personId } = contestant(1, 'Ada Lovelace');
    const { calls } = await renderEditTeam({
      ...contestEndingAt(-25 * HOUR),
      [`PUT ${urlOfCall('recordPublicConsent', { params: { id: personId } })}`]: {
        photo: false,
        name: true,
        recorded: { photo: false, name: null },
      },
    });
    await screen.findByRole('region', { name: 'Registration closed' });
    const choice = within(screen.getByRole('article', { name: 'Ada Lovelace' })).getByRole('group', {
      name: 'Shown publicly (Ada Lovelace)',
    });
    for (const radio of within(choice).getAllByRole('radio')) expect(radio).toBeEnabled();
    const photo = within(choice).getByRole('group', { name: 'Photo may be shown publicly' });
    await userEvent.click(within(photo).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONSENT_RECORDED }));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => JSON.parse(String(call.init.body)))).toEqual([{ photo: false }]);
    expect(photo).toHaveAccessibleDescription('Consent withdrawn');
  });

  it('offers everything when the contest cannot be read: the server still decides', async () => {
    await renderEditTeam();
    expect(button(/^Replace With/)).toHaveLength(2);
    expect(button('Add Contestant')).toHaveLength(1);
  });
});
