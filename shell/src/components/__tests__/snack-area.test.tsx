import { act, screen } from '@testing-library/react';
import { notify, snacks } from '@olympiad/shared';
import { renderWithProviders } from '@olympiad/shared/testing';
import { SnackArea } from '../snack-area';

describe('snack area', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => snacks.dismiss());
    jest.useRealTimers();
  });

  it('shows a success message as a status and an error as an alert', () => {
    renderWithProviders(<SnackArea />);
    act(() => notify.success('Country has been created successfully!'));
    expect(screen.getByRole('status')).toHaveTextContent('Country has been created successfully!');
    act(() => notify.error('Error!'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error!');
    expect(screen.queryByText('Country has been created successfully!')).not.toBeInTheDocument();
  });

  it('disappears after 5 seconds', () => {
    renderWithProviders(<SnackArea />);
    act(() => notify.success('Saved'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
