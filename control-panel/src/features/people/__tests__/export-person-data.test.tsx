import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import { catchDownloads, logInAs, renderWithProviders } from '@olympiad/shared/testing';
import { person, problem, uuid } from '../../../testing/fixtures';
import { PeoplePage } from '../components/people-page';
import { servePeople } from './serve-people';

const PEOPLE = [person(1, 'Ana Ivanova', { roles: ['CONTESTANT'] }), person(2, 'Ivan Petrov', { roles: ['LEADER'] })];

describe('a person’s data export in the People section', () => {
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    logInAs('Administrator');
    clicked = catchDownloads('blob:person');
  });

  it('gives each row a button naming its person', async () => {
    servePeople(PEOPLE);
    renderWithProviders(<PeoplePage />);
    const table = await screen.findByRole('table', { name: 'People' });
    const row = within(table).getByRole('row', { name: /Ivan Petrov/ });
    expect(within(row).getByRole('button', { name: 'Export data of Ivan Petrov' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Export data of / })).toHaveLength(2);
  });

  it('downloads the JSON file with the bearer token under the server’s name and says so', async () => {
    const { calls } = servePeople(PEOPLE, {
      [`GET ${urlOfCall('exportPersonData', { params: { id: uuid(1) } })}`]: () =>
        new Response(JSON.stringify({ person: { fullName: 'Ana Ivanova' } }), {
          headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="person-ana-ivanova.json"' },
        }),
    });
    renderWithProviders(<PeoplePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export data of Ana Ivanova' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'person-ana-ivanova.json');
    expect(clicked[0]).toHaveAttribute('href', 'blob:person');
    const request = calls.find((call) => call.url === urlOfCall('exportPersonData', { params: { id: uuid(1) } }))!;
    expect(new Headers(request.init.headers).get('authorization')).toMatch(/^Bearer /);
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'person-ana-ivanova.json has been downloaded.' }),
    );
    expect(screen.getByRole('button', { name: 'Export data of Ana Ivanova' })).toBeEnabled();
  });

  it('says why when the server refuses, and downloads nothing', async () => {
    servePeople(PEOPLE, {
      [`GET ${urlOfCall('exportPersonData', { params: { id: uuid(2) } })}`]: () => problem(404, 'There is no person with this id.'),
    });
    renderWithProviders(<PeoplePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export data of Ivan Petrov' }));
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: expect.stringContaining('There is no person with this id.') }),
    );
    expect(clicked).toHaveLength(0);
  });
});
