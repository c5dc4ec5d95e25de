import { act, screen, waitFor, within } from '@testing-library/react';
import { teamSelection } from '@olympiad/shared';
import { editTeamFocusOf } from '../edit-team-focus';
import { contestant, DEPUTY } from './edit-team-fixtures';
import { region, renderEditTeam } from './render-edit-team';

// jsdom lays nothing out: what was asked to scroll into view is what is checked.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockClear();
  act(() => teamSelection.clear());
});

const scrolledTo = () => scrollIntoView.mock.contexts as Element[];

describe('Edit Team opened at a block (a gap of Progress)', () => {
  it("scrolls to the person's block, focuses it and says there what is to be fixed", async () => {
    const gap = 'Deputy Dan Deputy has no phone (Atlantis Juniors)';
    await renderEditTeam(undefined, undefined, { block: 'person', personId: DEPUTY.personId, gap });
    const deputy = region('Deputy Leader');
    await waitFor(() => expect(deputy).toHaveFocus());
    expect(scrolledTo()).toEqual([deputy]);
    expect(within(deputy).getByText('To fix here:').parentElement).toHaveTextContent(`To fix here: ${gap}.`);
    expect(deputy).toHaveAccessibleDescription(`To fix here: ${gap}.`);
    // The other blocks are left as they are.
    expect(screen.getAllByText('To fix here:')).toHaveLength(1);
    expect(region('Leader')).not.toHaveAttribute('tabindex');
  });

  it("opens at a contestant's card", async () => {
    const gap = 'Contestant Alan Turing has no operating system (Atlantis Juniors)';
    await renderEditTeam(undefined, undefined, { block: 'person', personId: contestant(2, 'Alan Turing').personId, gap });
    const card = screen.getByRole('article', { name: 'Alan Turing' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAccessibleDescription(`To fix here: ${gap}.`);
    expect(scrolledTo()).toEqual([card]);
  });

  it("opens at Arrival for the team's travel", async () => {
    await renderEditTeam(undefined, undefined, { block: 'arrival', gap: 'No arrival or departure data (Atlantis Juniors)' });
    await waitFor(() => expect(region('Arrival')).toHaveFocus());
    expect(region('Arrival')).toHaveAccessibleDescription('To fix here: No arrival or departure data (Atlantis Juniors).');
  });

  it('opens at the top, nothing marked, without a focus or with one of nobody on the team', async () => {
    await renderEditTeam(undefined, undefined, { block: 'person', personId: '00000000-0000-4000-8000-00000000dead', gap: 'Gone' });
    expect(screen.queryByText('To fix here:')).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it('reads only a well-formed focus from the history state', () => {
    expect(editTeamFocusOf({ block: 'arrival', gap: 'x' })).toEqual({ block: 'arrival', gap: 'x' });
    expect(editTeamFocusOf({ block: 'person', personId: 'p', gap: 'x' })).toEqual({ block: 'person', personId: 'p', gap: 'x' });
    expect(editTeamFocusOf({ block: 'person', gap: 'x' })).toBeNull();
    expect(editTeamFocusOf({ countryId: 'c' })).toBeNull();
    expect(editTeamFocusOf(null)).toBeNull();
  });
});
