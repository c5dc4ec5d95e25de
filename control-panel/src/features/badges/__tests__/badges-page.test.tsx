import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { catchDownloads, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { BULGARIA, problem, ROMANIA } from '../../../testing/fixtures';
import { badgeQueryOf, FIRST_BADGE_FORM } from '../badge-choice';
import { BadgesPage } from '../components/badges-page';

describe('the badges asked for', () => {
  it("is everyone's, one country's or one role's, in the chosen layout", () => {
    expect(badgeQueryOf(FIRST_BADGE_FORM)).toEqual({ query: { layout: 'a6' } });
    expect(badgeQueryOf({ ...FIRST_BADGE_FORM, people: 'country', countryId: ROMANIA.id, layout: 'a4' })).toEqual({
      query: { layout: 'a4', countryId: ROMANIA.id },
    });
    expect(badgeQueryOf({ ...FIRST_BADGE_FORM, people: 'role', role: 'GUIDE', countryId: ROMANIA.id })).toEqual({
      query: { layout: 'a6', role: 'GUIDE' },
    });
  });

  it('needs the country when one country is chosen', () => {
    expect(badgeQueryOf({ ...FIRST_BADGE_FORM, people: 'country' })).toEqual({ countryError: MESSAGES.required });
  });
});

describe('the Name badges section', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    logInAs('Administrator');
    clicked = catchDownloads('blob:badges');
  });

  const pdf = (name: string) => () =>
    new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` } });

  it("downloads everyone's badges, one A6 badge a page, under the server's name", async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('exportNameBadges', { query: { layout: 'a6' } })}`]: pdf('badges-2025-everyone-a6.pdf'),
    });
    renderWithProviders(<BadgesPage />);
    expect(screen.getByRole('region', { name: 'Name badges' })).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Name badges' }),
    );
    const form = screen.getByRole('form', { name: 'Name badges' });
    expect(form).toHaveAccessibleDescription(
      "Badges print Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic letters. Other scripts, such as Chinese, Japanese, Korean, Indic or Thai, and most emoji are left out: write country names and the contest's short name in a script that prints.",
    );
    expect(within(form).getByLabelText('People')).toHaveValue('all');
    expect(within(form).getByLabelText('Layout')).toHaveDisplayValue('A6, one badge a page');
    await userEvent.click(within(form).getByRole('button', { name: 'Download badges' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'badges-2025-everyone-a6.pdf');
    expect(calls.map((call) => call.url)).toEqual([urlOfCall('exportNameBadges', { query: { layout: 'a6' } })]);
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'badges-2025-everyone-a6.pdf has been downloaded.' }),
    );
  });

  it("asks for the country, then downloads that country's badges four to an A4 page", async () => {
    const url = urlOfCall('exportNameBadges', { query: { layout: 'a4', countryId: ROMANIA.id } });
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readCountries')}`]: [ROMANIA, BULGARIA],
      [`GET ${url}`]: pdf('badges-2025-romania-a4.pdf'),
    });
    renderWithProviders(<BadgesPage />);
    await userEvent.selectOptions(screen.getByLabelText('People'), 'One country');
    await userEvent.selectOptions(screen.getByLabelText('Layout'), 'A4, four badges a page with cut marks');
    await userEvent.click(screen.getByRole('button', { name: 'Download badges' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /Country/ });
    await waitFor(() =>
      expect(
        within(country)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a country', 'Bulgaria', 'Romania']),
    );
    await userEvent.selectOptions(country, 'Romania');
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download badges' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'badges-2025-romania-a4.pdf');
    expect(calls.filter((call) => call.url.startsWith(urlOfCall('exportNameBadges'))).map((call) => call.url)).toEqual([url]);
  });

  it("downloads one role's badges, and says why when the server refuses", async () => {
    mockFetch({
      [`GET ${urlOfCall('exportNameBadges', { query: { layout: 'a6', role: 'COMMITTEE' } })}`]: () =>
        problem(404, 'Nobody of this edition matches the choice: there are no badges to print.'),
    });
    renderWithProviders(<BadgesPage />);
    await userEvent.selectOptions(screen.getByLabelText('People'), 'One role');
    expect(
      within(screen.getByLabelText('Role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Guest', 'Guide', 'Leader', 'Contestant', 'Committee']);
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Committee');
    await userEvent.click(screen.getByRole('button', { name: 'Download badges' }));
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({
        status: 'error',
        text: expect.stringContaining('Nobody of this edition matches the choice'),
      }),
    );
    expect(clicked).toHaveLength(0);
  });
});
