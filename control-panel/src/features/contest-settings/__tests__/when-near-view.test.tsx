import { act, render, screen } from '@testing-library/react';
import { WhenNearView } from '../components/when-near-view';

describe('WhenNearView', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('draws its part only once the place it takes nears the screen', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const disconnect = jest.fn();
    globalThis.IntersectionObserver = jest.fn((callback: (entries: { isIntersecting: boolean }[]) => void) => {
      report = callback;
      return { observe: jest.fn(), disconnect };
    }) as unknown as typeof IntersectionObserver;
    render(<WhenNearView>Letter settings</WhenNearView>);
    expect(screen.queryByText('Letter settings')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByText('Letter settings')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('Letter settings')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('draws it at once where the browser cannot tell', () => {
    render(<WhenNearView>Letter settings</WhenNearView>);
    expect(screen.getByText('Letter settings')).toBeInTheDocument();
  });
});
