import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/index.js';
import { Flag, Picture } from '../index.js';
import { hueOf, placeholderPicture } from '../picture.js';

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

  it('show a person without a picture as their initials on a tinted 150×190 box, never an image without a source', () => {
    renderWithProviders(
      <>
        <Picture src={null} alt="Photo of Ada Lovelace" name="Ada Lovelace" />
        <Picture src="" alt="Ivan Petrov" />
      </>,
    );
    const ada = screen.getByRole('img', { name: 'Photo of Ada Lovelace' });
    expect(ada).toMatchObject({ width: 150, height: 190 });
    const svg = decodeURIComponent(ada.getAttribute('src')!.replace('data:image/svg+xml,', ''));
    expect(svg).toContain('>AL</text>');
    expect(svg).toContain(`fill="hsl(${hueOf('Ada Lovelace')} 45% 32%)"`);
    // The alt text names the person when no name is given.
    expect(screen.getByRole('img', { name: 'Ivan Petrov' }).getAttribute('src')).toContain(encodeURIComponent('>IP<'));
  });

  it('draw only letters of a name, never markup it could bring', () => {
    const svg = decodeURIComponent(placeholderPicture('Ada <b>Lovelace &x'));
    expect(svg).toContain('>A</text>');
    expect(svg).not.toMatch(/<b|&x/);
  });

  it('give each name its own tint, the same on every screen', () => {
    expect(hueOf('Ada Lovelace')).toBe(hueOf('Ada Lovelace'));
    expect(hueOf('Ada Lovelace')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Ada Lovelace')).toBeLessThan(360);
    expect(new Set(['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra'].map(hueOf)).size).toBeGreaterThan(1);
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
