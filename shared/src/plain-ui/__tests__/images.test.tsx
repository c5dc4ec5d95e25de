import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/index.js';
import { Flag, Picture } from '../index.js';

describe('Picture and Flag', () => {
  it('give a picture its 150×190 box, lazy and decoded off the main thread unless asked to load at once', () => {
    renderWithProviders(
      <>
        <Picture src="/api/Picture/1" alt="Ana Petrova" />
        <Picture src="/api/Picture/2" alt="Ivan Petrov" loading="eager" />
        <Picture src="/api/Picture/3" alt="Maria Ivanova" priority />
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'Ana Petrova' });
    expect(lazy).toMatchObject({ width: 150, height: 190 });
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('decoding', 'async');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'Ivan Petrov' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Ivan Petrov' })).not.toHaveAttribute('fetchpriority');
    // On the first screen: at once and ahead of other requests.
    expect(screen.getByRole('img', { name: 'Maria Ivanova' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Maria Ivanova' })).toHaveAttribute('fetchpriority', 'high');
    // Decoded with the frame that shows it, so that the largest paint is not put off to a later one.
    expect(screen.getByRole('img', { name: 'Maria Ivanova' })).not.toHaveAttribute('decoding');
  });

  it('give a flag a 3:2 box at its width, and keep the box when there is no flag', () => {
    const { container } = renderWithProviders(
      <>
        <Flag image="iVBORw0KGgo=" country="Chile" width={60} />
        <Flag image={null} country="Peru" />
      </>,
    );
    const flag = screen.getByRole('img', { name: 'Flag of Chile' });
    expect(flag).toMatchObject({ width: 60, height: 40 });
    expect(flag).toHaveAttribute('loading', 'lazy');
    expect(flag).toHaveAttribute('decoding', 'async');
    const placeholder = container.querySelector('span[aria-hidden="true"]') as HTMLElement;
    expect(placeholder.style).toMatchObject({ width: '48px', height: '32px' });
  });
});
