import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { CONTEST_REQUEST, contestWith } from '../../../testing/contest-fixture';
import { CommitteesPage } from '../components/committees-page';

const member = (fullName: string, role: string, country: string) => ({
  role,
  person: { fullName, picturePath: `/api/Person/picture/${fullName.split(' ')[0]}`, country: { name: country } },
});

describe('committees page', () => {
  it('shows each committee with its members: picture, name, role and country', async () => {
    mockFetch({
      [CONTEST_REQUEST]: contestWith({
        committees: [
          {
            name: 'Scientific Committee',
            members: [
              member('Ivan Petrov', 'Chair', 'Bulgaria'),
              member('Maria Ivanova', 'Member', 'Serbia'),
              member('Olga Berg', 'Member', 'Estonia'),
            ],
          },
          { name: 'Organizing Committee', members: [] },
        ],
      }),
    });
    renderWithProviders(<CommitteesPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Scientific Committee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Committees' })).toBeInTheDocument();
    const scientific = screen.getByRole('region', { name: 'Scientific Committee' });
    const picture = within(scientific).getByRole('img', { name: 'Ivan Petrov' });
    expect(picture).toHaveAttribute('src', '/api/Person/picture/Ivan');
    expect(picture).toHaveAttribute('width', '150');
    expect(picture).toHaveAttribute('height', '190');
    // The first screen's two cards load at once, ahead of other requests; the rest lazily.
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(within(scientific).getByRole('img', { name: 'Maria Ivanova' })).toHaveAttribute('fetchpriority', 'high');
    expect(within(scientific).getByRole('img', { name: 'Olga Berg' })).toHaveAttribute('loading', 'lazy');
    expect(within(scientific).getByRole('img', { name: 'Olga Berg' })).not.toHaveAttribute('fetchpriority');
    expect(within(scientific).getByText('Ivan Petrov')).toBeInTheDocument();
    expect(within(scientific).getByText('Chair')).toBeInTheDocument();
    expect(within(scientific).getByText('Bulgaria')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Organizing Committee' })).getByText('None yet.')).toBeInTheDocument();
  });

  it('says so when there is no committee yet', async () => {
    mockFetch({ [CONTEST_REQUEST]: contestWith() });
    renderWithProviders(<CommitteesPage />);
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
  });
});
