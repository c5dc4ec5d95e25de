import { waitFor } from '@testing-library/react';
import { focusPlaceOf } from '../focus-place.js';

/** A page as the screens build it: main, its h1, a section named by its heading, a card in it. */
function page() {
  document.body.innerHTML = `
    <main>
      <h1>Edit Team</h1>
      <section aria-labelledby="contestants-heading">
        <h2 id="contestants-heading">Contestants</h2>
        <article aria-labelledby="ada-heading">
          <h3 id="ada-heading">Ada Lovelace</h3>
          <button id="delete">Delete Ada Lovelace</button>
        </article>
        <button id="add">Add Contestant</button>
      </section>
    </main>`;
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return { button, heading: (text: string) => [...document.querySelectorAll('h1, h2, h3')].find((h) => h.textContent === text) };
}

describe('focusPlaceOf', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives focus lost with a removed card to the heading of the nearest part still there', async () => {
    const { button, heading } = page();
    button('delete').focus();
    const place = focusPlaceOf(document.activeElement);
    document.querySelector('article')!.remove();
    expect(document.activeElement).toBe(document.body);
    place.settle();
    await waitFor(() => expect(heading('Contestants')).toHaveFocus());
    expect(heading('Contestants')).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus where it is while what was pressed is still there, and takes it once it goes', async () => {
    const { button, heading } = page();
    button('delete').focus();
    const place = focusPlaceOf(document.activeElement);
    place.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button('delete')).toHaveFocus();
    document.querySelector('article')!.remove();
    await waitFor(() => expect(heading('Contestants')).toHaveFocus());
  });

  it("waits for the next page's heading when the whole page went", async () => {
    const { button } = page();
    button('add').focus();
    const place = focusPlaceOf(document.activeElement);
    const main = document.querySelector('main')!;
    main.innerHTML = '<p>Loading</p>';
    place.settle();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Guests</h1><table></table>';
    await waitFor(() => expect(main.querySelector('h1')).toHaveFocus());
  });

  it('never takes focus from what the user or the screen focused meanwhile', async () => {
    const { button } = page();
    button('delete').focus();
    const place = focusPlaceOf(document.activeElement);
    place.settle();
    button('add').focus();
    document.querySelector('article')!.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button('add')).toHaveFocus();
  });
});
