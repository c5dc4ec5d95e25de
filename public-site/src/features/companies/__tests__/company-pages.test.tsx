import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { CONTEST_REQUEST, company, contestWith } from '../../../testing/contest-fixture';
import { OrganizersPage } from '../components/organizers-page';
import { PatronsPage } from '../components/patrons-page';
import { SponsorsPage } from '../components/sponsors-page';

describe('company pages', () => {
  it('shows a spinner while the contest loads', () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderWithProviders(<PatronsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Patrons' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows organizers and partners, each with image, name, information and link', async () => {
    const organizer = company('Ministry of Education', { additionalInformation: 'Main organizer' });
    mockFetch({ [CONTEST_REQUEST]: contestWith({ organizers: [organizer], partners: [company('Demo University')] }) });
    renderWithProviders(<OrganizersPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Ministry of Education' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organizers and partners' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Organizers', 'Partners']);
    // The page's first logo is on the first screen: at once, ahead of other requests; the rest lazily.
    const image = screen.getByRole('img', { name: 'Ministry of Education' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // Decoded with the frame that shows it: it is likely the page's largest paint.
    expect(image).not.toHaveAttribute('decoding');
    expect(screen.getByRole('img', { name: 'Demo University' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Demo University' })).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '90');
    expect(screen.getByText('Main organizer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit website of Ministry of Education' })).toHaveAttribute('href', organizer.companyUrl);
    expect(screen.getByRole('heading', { level: 3, name: 'Demo University' })).toBeInTheDocument();
  });

  it('lists patrons under the page heading', async () => {
    mockFetch({ [CONTEST_REQUEST]: contestWith({ patrons: [company('Minister of Education', { companyUrl: null })] }) });
    renderWithProviders(<PatronsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Minister of Education' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Minister of Education' })).toHaveAttribute('loading', 'eager');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('groups sponsors by level and says when a level has none', async () => {
    mockFetch({ [CONTEST_REQUEST]: contestWith({ goldenSponsors: [company('Gold Software')], bronzeSponsors: [company('Bronze Labs')] }) });
    renderWithProviders(<SponsorsPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Gold Software' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Gold sponsors',
      'Silver sponsors',
      'Bronze sponsors',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Bronze Labs' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gold Software' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Bronze Labs' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByText('None yet.')).toHaveLength(1);
  });
});
