import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { contestant, guide, team } from '../../../components/__tests__/guide-fixtures';
import { AllTeamsPage } from '../components/all-teams-page';
import { urlOfCall } from '@olympiad/shared';

describe('All teams by guide (/guideAllTeams)', () => {
  beforeEach(() => logInAs('Guide'));

  it('gives each guide a header row with name, phone and the label Guide, and their teams under it', async () => {
    mockFetch({
      [`GET ${urlOfCall('readGuides')}`]: [
        guide(1, 'Anna Guide', [team(1, 'Cyprus'), team(2, 'Denmark', { deputyLeader: null })]),
        guide(2, 'Boyan Guide', [team(3, 'Estonia')], null),
      ],
    });
    renderWithProviders(<AllTeamsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'All teams by guide' })).toBeInTheDocument();
    const anna = await screen.findByRole('region', { name: 'Anna Guide' });
    expect(within(anna).getByRole('link', { name: '+359 877 000 111' })).toHaveAttribute('href', 'tel:+359877000111');
    expect(within(anna).getByText('Guide', { exact: true })).toBeInTheDocument();
    expect(
      within(anna)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    const boyan = screen.getByRole('region', { name: 'Boyan Guide' });
    expect(within(boyan).queryByRole('link')).not.toBeInTheDocument();
    expect(within(boyan).getByRole('article', { name: 'Estonia' })).toBeInTheDocument();
  });

  it('shows each team with flag, leader, deputy leader and contestants, with the day-1 seat only when present', async () => {
    mockFetch({
      [`GET ${urlOfCall('readGuides')}`]: [guide(1, 'Anna Guide', [team(1, 'Cyprus'), team(2, 'Denmark', { deputyLeader: null })])],
    });
    renderWithProviders(<AllTeamsPage />);
    const cyprus = await screen.findByRole('article', { name: 'Cyprus' });
    expect(within(cyprus).getByRole('img', { name: 'Flag of Cyprus' })).toBeInTheDocument();
    expect(within(cyprus).getByText('JUNIOR')).toBeInTheDocument();
    expect(cyprus).toHaveTextContent('Leader: Leader of Cyprus');
    expect(cyprus).toHaveTextContent('Deputy leader: Deputy of Cyprus');
    const [ana, boris] = within(within(cyprus).getByRole('list', { name: 'Contestants of Cyprus' })).getAllByRole('listitem');
    expect(ana).toHaveTextContent('Ana Cyprus – Day 1 seat: A-12');
    expect(boris).toHaveTextContent(/^Boris Cyprus$/);
    expect(screen.getByRole('article', { name: 'Denmark' })).toHaveTextContent('Deputy leader: None');
  });

  it('says when a guide has no teams, and when there are no guides', async () => {
    mockFetch({ [`GET ${urlOfCall('readGuides')}`]: [guide(1, 'Anna Guide', [])] });
    const { unmount } = renderWithProviders(<AllTeamsPage />);
    expect(await screen.findByText('No teams assigned yet.')).toBeInTheDocument();
    unmount();
    mockFetch({ [`GET ${urlOfCall('readGuides')}`]: [] });
    renderWithProviders(<AllTeamsPage />);
    expect(await screen.findByText('No guides have been added yet.')).toBeInTheDocument();
  });

  it('never lists a seat that was not imported', async () => {
    mockFetch({
      [`GET ${urlOfCall('readGuides')}`]: [guide(1, 'Anna Guide', [team(1, 'Cyprus', { contestants: [contestant(7, 'Vera Cyprus')] })])],
    });
    renderWithProviders(<AllTeamsPage />);
    const cyprus = await screen.findByRole('article', { name: 'Cyprus' });
    expect(cyprus).not.toHaveTextContent('seat');
  });

  it("says it opened at the viewer's own page, goes to the first page and back, the focus kept on the way", async () => {
    const others = Array.from({ length: 11 }, (_, index) => ({
      ...guide(index + 10, `Guide ${index + 1}`, [team(index + 10, `Country ${index + 1}`)]),
      userId: `other-${index}`,
    }));
    const own = guide(99, 'Own Guide', [team(99, 'Zambia')]);
    mockFetch({ [`GET ${urlOfCall('readGuides')}`]: [...others.slice(0, 6), own, ...others.slice(6)] });
    renderWithProviders(<AllTeamsPage />);
    const ownSection = await screen.findByRole('region', { name: 'Own Guide' });
    expect(within(ownSection).getByText('You', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Showing page 2, where you and your teams are listed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(screen.getByText('Page 1 of 3 (12 found)')).toBeInTheDocument();
    expect(screen.queryByText(/where you and your teams are listed/)).not.toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Go to your teams (page 2)' });
    expect(back).toHaveFocus();
    await userEvent.click(back);
    expect(screen.getByText('Page 2 of 3 (12 found)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Own Guide' })).toBeInTheDocument();
    // A search is the reader's own: no word of the viewer's page then.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'guide');
    expect(screen.queryByRole('button', { name: /^Go to/ })).not.toBeInTheDocument();
  });

  it('says nothing of the page when the viewer is on the first one', async () => {
    mockFetch({ [`GET ${urlOfCall('readGuides')}`]: [guide(1, 'Anna Guide', [team(1, 'Cyprus')])] });
    renderWithProviders(<AllTeamsPage />);
    expect(await screen.findByRole('region', { name: 'Anna Guide' })).toBeInTheDocument();
    expect(screen.queryByText(/where you and your teams are listed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Go to/ })).not.toBeInTheDocument();
  });

  it('finds a contestant by the day-1 seat shown beside them', async () => {
    mockFetch({
      [`GET ${urlOfCall('readGuides')}`]: [
        { ...guide(1, 'Anna Guide', [team(1, 'Cyprus', { contestants: [contestant(7, 'Vera Cyprus', 'H1-03')] })]), userId: 'other' },
        { ...guide(2, 'Boyan Guide', [team(2, 'Estonia')]), userId: 'other' },
      ],
    });
    renderWithProviders(<AllTeamsPage />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'h1-03');
    expect(screen.getByText('Page 1 of 1 (1 found)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Anna Guide' })).toHaveTextContent('Vera Cyprus – Day 1 seat: H1-03');
    expect(screen.queryByRole('region', { name: 'Boyan Guide' })).not.toBeInTheDocument();
  });

  it("shows five guides a page, opens at the viewer's own and narrows by a search", async () => {
    const others = Array.from({ length: 11 }, (_, index) => ({
      ...guide(index + 10, `Guide ${index + 1}`, [team(index + 10, `Country ${index + 1}`)]),
      userId: `other-${index}`,
    }));
    const own = guide(99, 'Own Guide', [team(99, 'Zambia')]);
    mockFetch({ [`GET ${urlOfCall('readGuides')}`]: [...others.slice(0, 6), own, ...others.slice(6)] });
    renderWithProviders(<AllTeamsPage />);
    expect(await screen.findByRole('region', { name: 'Own Guide' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3 (12 found)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 1 of 3 (12 found)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zambia');
    expect(screen.getByText('Page 1 of 1 (1 found)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Own Guide' })).toBeInTheDocument();
  });
});
