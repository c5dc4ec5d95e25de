import { act, screen } from '@testing-library/react';
import { notify } from '@olympiad/shared';
import { renderWithProviders } from '@olympiad/shared/testing';
import { SnackArea } from '../snack-area';

describe('snack area', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
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

  describe('beside the control that has focus', () => {
    const box = (top: number, height: number, left = 16, width = 343) => new DOMRect(left, top, width, height);
    function renderWithField(fieldBox: DOMRect) {
      renderWithProviders(
        <>
          <label htmlFor="full-name">Full name</label>
          <input id="full-name" />
          <SnackArea />
        </>,
      );
      const field = screen.getByLabelText('Full name');
      jest.spyOn(field, 'getBoundingClientRect').mockReturnValue(fieldBox);
      return field;
    }
    /** The snack as a phone lays it out: 16 px from the top of a 740 px screen, 72 px tall. */
    function layOutSnack() {
      const area = screen.getByRole('alert').closest('[data-place]') as HTMLElement;
      jest.spyOn(area, 'getBoundingClientRect').mockImplementation(() => (area.dataset.place === 'bottom' ? box(652, 72) : box(16, 72)));
      return area;
    }
    const nextFrame = () => act(() => jest.advanceTimersByTime(20));
    /** The watch is loaded with the first snack. */
    const watchLoaded = () =>
      act(async () => {
        await import('../watch-focus');
      });

    beforeEach(() => {
      window.innerHeight = 740;
    });

    it('shows at the bottom while the top would cover the focused field, and at the top again after', async () => {
      const field = renderWithField(box(60, 40));
      act(() => notify.error('The form is invalid. Please fill fields correctly!'));
      await watchLoaded();
      const area = layOutSnack();
      act(() => field.focus());
      nextFrame();
      expect(area).toHaveAttribute('data-place', 'bottom');
      expect(screen.getByRole('alert')).toHaveTextContent('The form is invalid. Please fill fields correctly!');

      jest.spyOn(field, 'getBoundingClientRect').mockReturnValue(box(300, 40));
      act(() => window.dispatchEvent(new Event('scroll')));
      nextFrame();
      expect(area).toHaveAttribute('data-place', 'top');
    });

    it('stays at the top when the focused field is clear of it', async () => {
      const field = renderWithField(box(300, 40));
      act(() => notify.error('Error!'));
      await watchLoaded();
      const area = layOutSnack();
      act(() => field.focus());
      nextFrame();
      expect(area).toHaveAttribute('data-place', 'top');
    });
  });
});
