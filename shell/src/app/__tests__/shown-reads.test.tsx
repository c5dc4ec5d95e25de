import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { shownReads } from '../shown-reads';

function Read({ url }: { url: string }) {
  const { data, isLoading } = useSWR<string>(url);
  return (
    <p>
      {url}: {isLoading ? 'loading' : 'not loading'}, {data ?? 'nothing'}
    </p>
  );
}

describe('shownReads', () => {
  it('calls a read that shows the answer the page was drawn from not loading, and one with nothing to show loading', () => {
    // The requests never come back: what counts is what the first frame shows.
    const fetcher = () => new Promise<string>(() => undefined);
    render(
      <SWRConfig value={{ provider: () => new Map(), fetcher, fallback: { '/drawn': 'Albania' }, use: [shownReads] }}>
        <Read url="/drawn" />
        <Read url="/other" />
      </SWRConfig>,
    );
    expect(screen.getByText('/drawn: not loading, Albania')).toBeInTheDocument();
    expect(screen.getByText('/other: loading, nothing')).toBeInTheDocument();
  });
});
