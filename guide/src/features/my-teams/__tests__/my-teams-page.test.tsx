import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { guide, team } from '../../../components/__tests__/guide-fixtures';
import { MyTeamsPage } from '../components/my-teams-page';
import { urlOfCall } from '@olympiad/shared';
import { BULGARIA_STAY } from './guided-stay-fixtures';

const MINE = urlOfCall('readGuideOfUser', { params: { userId: 'u1' } });
const STAY = urlOfCall('readGuidedStay');

describe('My teams (/guideHome)', () => {
  beforeEach(() => logInAs('Guide', 'Maria Guide'));

  it("looks the guide up by the logged-in user's id and shows each team with flag, name and group in capitals", async () => {
    const { calls } = mockFetch({
      [`GET ${MINE}`]: guide(1, 'Maria Guide', [team(1, 'Bulgaria'), team(2, 'Albania', { group: 'Senior' })]),
    });
    renderWithProviders(<MyTeamsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My teams' })).toBeInTheDocument();
    const bulgaria = await screen.findByRole('article', { name: 'Bulgaria' });
    expect(calls.map((call) => call.url)).toEqual([MINE, STAY]);
    expect(within(bulgaria).getByRole('img', { name: 'Flag of Bulgaria' })).toHaveAttribute('loading', 'eager');
    expect(within(bulgaria).getByText('JUNIOR')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Albania' })).getByText('SENIOR')).toBeInTheDocument();
    expect(screen.getByText('Guide: Maria Guide')).toBeInTheDocument();
  });

  it('shows each contestant with photo, full name and day-1 seat, and the leader with a phone to tap', async () => {
    mockFetch({ [`GET ${MINE}`]: guide(1, 'Maria Guide', [team(1, 'Bulgaria')]) });
    renderWithProviders(<MyTeamsPage />);
    const bulgaria = await screen.findByRole('article', { name: 'Bulgaria' });
    const contestants = within(bulgaria).getByRole('list', { name: 'Contestants of Bulgaria' });
    const [ana, boris] = within(contestants).getAllByRole('listitem');
    expect(within(ana!).getByRole('img', { name: 'Ana Bulgaria' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/Picture\//));
    expect(within(ana!).getByRole('img', { name: 'Ana Bulgaria' })).toHaveAttribute('loading', 'eager');
    expect(ana).toHaveTextContent('Day 1 seat: A-12');
    expect(boris).toHaveTextContent('Boris Bulgaria');
    expect(boris).toHaveTextContent('Day 1 seat: not assigned yet');
    expect(within(bulgaria).getByText(/Leader of Bulgaria/)).toBeInTheDocument();
    expect(within(bulgaria).getByRole('link', { name: '+359 888 123 456' })).toHaveAttribute('href', 'tel:+359888123456');
  });

  it("shows each person's room, emergency contact, diet and health notes, on the printed sheet too", async () => {
    mockFetch({ [`GET ${MINE}`]: guide(1, 'Maria Guide', [team(1, 'Bulgaria')]), [`GET ${STAY}`]: BULGARIA_STAY });
    renderWithProviders(<MyTeamsPage />);
    const bulgaria = await screen.findByRole('article', { name: 'Bulgaria' });
    const [ana, boris] = within(within(bulgaria).getByRole('list', { name: 'Contestants of Bulgaria' })).getAllByRole('listitem');
    expect(await within(ana!).findByText('Room 12, Hotel Sofia (Double)')).toBeInTheDocument();
    expect(ana).toHaveTextContent('Emergency contact: Olga Bulgaria (Mother), +359 888 765 432');
    expect(within(ana!).getByRole('link', { name: '+359 888 765 432' })).toHaveAttribute('href', 'tel:+359888765432');
    expect(ana).toHaveTextContent('Diet: No pork');
    expect(ana).toHaveTextContent('Allergies: Peanuts');
    expect(ana).toHaveTextContent('Medical notes: Asthma: inhaler in her bag');
    expect(boris).not.toHaveTextContent(/Room|Emergency contact|Diet|Allergies|Medical notes/);
    expect(within(bulgaria).getByText('Room 14, Hotel Sofia (Single)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfers' })).toHaveAttribute('href', '/transfers');
  });

  it('shows the teams without their stay when it cannot be read', async () => {
    mockFetch({
      [`GET ${MINE}`]: guide(1, 'Maria Guide', [team(1, 'Bulgaria')]),
      [`GET ${STAY}`]: new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }),
    });
    renderWithProviders(<MyTeamsPage />);
    const bulgaria = await screen.findByRole('article', { name: 'Bulgaria' });
    expect(bulgaria).toHaveTextContent('Day 1 seat: A-12');
    expect(bulgaria).not.toHaveTextContent('Room');
  });

  it('tells a guide without teams that none are assigned yet', async () => {
    mockFetch({ [`GET ${MINE}`]: guide(1, 'Maria Guide', []) });
    renderWithProviders(<MyTeamsPage />);
    expect(await screen.findByText(/No teams have been assigned to you yet/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('tells a Guide user with no guide record to ask the organisers', async () => {
    mockFetch({});
    renderWithProviders(<MyTeamsPage />);
    expect(await screen.findByText(/You are not registered as a guide yet/)).toBeInTheDocument();
  });

  it('says so when the teams cannot be loaded', async () => {
    mockFetch({ [`GET ${MINE}`]: new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }) });
    renderWithProviders(<MyTeamsPage />);
    expect(await screen.findByText('Your teams could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  it('prints the page from its Print button', async () => {
    mockFetch({ [`GET ${MINE}`]: guide(1, 'Maria Guide', [team(1, 'Bulgaria')]) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<MyTeamsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
