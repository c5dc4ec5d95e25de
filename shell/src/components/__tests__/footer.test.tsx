import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { Footer } from '../footer';
import { urlOfCall } from '@olympiad/shared';

const contest = { year: 2025, name: 'Demo Olympiad 2025', shortName: 'DO 2025', contactEmail: 'info@example.org' };

describe('footer', () => {
  beforeEach(() => mockFetch({ [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: contest }));

  it('links every information page and keeps the event name, copyright and contact address', async () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('© 2025 Demo Olympiad 2025. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'info@example.org' })).toHaveAttribute('href', 'mailto:info@example.org');
    const links = within(within(footer).getByRole('navigation', { name: 'Contest information' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Organizers and partners', '/organizers'],
      ['Patrons', '/patrons'],
      ['Sponsors', '/sponsors'],
      ['Committees', '/commitees'],
      ['Schedule', '/schedule'],
    ]);
  });
});
