import { act, render, screen, waitFor } from '@testing-library/react';
import { contestWith, mockFetch, renderWithProviders } from '../../testing';
import { edition, setEdition, SPEC_EDITION } from '../../edition';
import type { Contest } from '../../schemas';
import { preloadBootReads } from '../boot-data';
import { useContest } from '../contest';
import { useEdition } from '../edition';
import { urlOfCall } from '../../api/call-paths';

const MOVED: Contest = contestWith({
  id: '11111111-1111-4111-8111-111111111111',
  year: 2025,
  name: 'IJOI 2025',
  shortName: 'IJOI',
  startDate: '2025-09-10T09:00:00+03:00',
  endDate: '2025-09-15T18:00:00+03:00',
  endOfRegistrationDate: '2025-08-01T23:59:00+03:00',
  hostCountry: SPEC_EDITION.hostCountry,
  minBirthDate: '2011-01-01',
  version: 2,
});

function Minimums() {
  const { minArrivalDate, minBirthDate } = useEdition();
  return <p>{`${minArrivalDate} ${minBirthDate}`}</p>;
}

function ContestReader() {
  useContest();
  return <Minimums />;
}

afterEach(() => setEdition(SPEC_EDITION));

describe('the edition in the browser', () => {
  it('follows the contest a page started from before anything is drawn', () => {
    preloadBootReads({ [urlOfCall('readContest', { query: { year: 2025 } })]: MOVED });
    expect(edition().minArrivalDate).toBe('2025-09-10');
  });

  it('leaves the edition in effect for a read that is not a whole contest', () => {
    preloadBootReads({ [urlOfCall('readContest', { query: { year: 2025 } })]: { name: 'IJOI' } });
    expect(edition()).toBe(SPEC_EDITION);
  });

  it('draws again with the edition of each contest read, and when another is put in effect', async () => {
    mockFetch({ [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: MOVED });
    renderWithProviders(<ContestReader />);
    await waitFor(() => expect(screen.getByText('2025-09-10 2011-01-01')).toBeInTheDocument());
    act(() => setEdition(SPEC_EDITION));
    expect(screen.getByText('2025-08-28 2010-01-01')).toBeInTheDocument();
  });

  it('is the specification’s before any contest is read', () => {
    render(<Minimums />);
    expect(screen.getByText('2025-08-28 2010-01-01')).toBeInTheDocument();
  });
});
