import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { CONTEST_REQUEST, contestWith } from '../../../testing/contest-fixture';
import { EnvironmentPage } from '../components/environment-page';
import { RulesPage } from '../components/rules-page';

const contest = contestWith({
  rules: '<h2>Competition rules</h2><ul><li>Two competition days.</li></ul>',
  environmentDescription: '<h2>Computers</h2><p>Linux with C++ and Python.</p>',
});

describe('information pages', () => {
  beforeEach(() => mockFetch({ [CONTEST_REQUEST]: contest }));

  it('renders the rules as HTML under the Rules heading', async () => {
    renderWithProviders(<RulesPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Competition rules' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Two competition days.');
  });

  it('renders the environment description as HTML under the Environment heading', async () => {
    renderWithProviders(<EnvironmentPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Computers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Environment' })).toBeInTheDocument();
    expect(screen.getByText('Linux with C++ and Python.')).toBeInTheDocument();
  });
});
