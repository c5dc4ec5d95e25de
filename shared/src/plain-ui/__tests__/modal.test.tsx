import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/index.js';
import { Button, ConfirmDialog, Modal } from '../index.js';

function ReplaceLeader() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Replace With</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Replace Leader">
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Modal>
    </>
  );
}

const waitForGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
/** Open, and ready as a person meets it: focus moved inside. */
async function openDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

describe('Modal', () => {
  it('renders nothing until first opened', () => {
    renderWithProviders(<ReplaceLeader />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title, and closes with its button or Escape', async () => {
    renderWithProviders(<ReplaceLeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Replace With' }));
    expect(await openDialog('Replace Leader')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitForGone();
    await userEvent.click(screen.getByRole('button', { name: 'Replace With' }));
    await openDialog('Replace Leader');
    await userEvent.keyboard('{Escape}');
    await waitForGone();
  });
});

describe('Modal without its corner button', () => {
  it('leaves closing to the content and Escape', async () => {
    function WithOwnClose() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Add Contestant" closeButton={false}>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </Modal>
      );
    }
    renderWithProviders(<WithOwnClose />);
    await openDialog('Add Contestant');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    await userEvent.keyboard('{Escape}');
    await waitForGone();
  });
});

describe('Modal with a control named to be focused first', () => {
  it('focuses it rather than the first control', async () => {
    renderWithProviders(
      <Modal open onClose={() => undefined} title="Delete guest" role="alertdialog">
        <Button>Delete Gina Guest</Button>
        <Button data-autofocus>Cancel</Button>
      </Modal>,
    );
    await screen.findByRole('alertdialog', { name: 'Delete guest' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('asks by its title, opens on Cancel, and says what it is doing while busy', async () => {
    const confirm = jest.fn();
    const close = jest.fn();
    const { rerender } = renderWithProviders(
      <ConfirmDialog open title="Delete guest" confirmLabel="Delete Gina Guest" busyLabel="Deleting" onConfirm={confirm} onClose={close}>
        Delete Gina Guest from your guests?
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete guest' });
    expect(dialog).toHaveTextContent('Delete Gina Guest from your guests?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gina Guest' }));
    expect(confirm).toHaveBeenCalledTimes(1);

    rerender(
      <ConfirmDialog
        open
        busy
        title="Delete guest"
        confirmLabel="Delete Gina Guest"
        busyLabel="Deleting"
        onConfirm={confirm}
        onClose={close}
      >
        Delete Gina Guest from your guests?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Deleting' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('focus after a confirmed delete', () => {
  function Guests() {
    const [guests, setGuests] = useState(['Gina Guest', 'Gus Guest']);
    const [deleting, setDeleting] = useState<string | null>(null);
    return (
      <main>
        <h1 id="guests-heading">Guests</h1>
        <div role="region" aria-labelledby="guests-heading">
          <ul>
            {guests.map((guest) => (
              <li key={guest}>
                {guest} <Button onClick={() => setDeleting(guest)}>Delete {guest}</Button>
              </li>
            ))}
          </ul>
        </div>
        <ConfirmDialog
          open={deleting !== null}
          title="Delete guest"
          confirmLabel={`Delete ${deleting ?? ''}`}
          onConfirm={() => {
            setGuests((list) => list.filter((guest) => guest !== deleting));
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          Delete {deleting}?
        </ConfirmDialog>
      </main>
    );
  }

  it("goes to the list's heading when the row whose Delete opened the dialog is gone", async () => {
    renderWithProviders(<Guests />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gina Guest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete guest' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Gina Guest' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Guests' })).toHaveFocus());
    expect(screen.queryByText(/Gina Guest/)).not.toBeInTheDocument();
  });

  it('goes to the heading of the part still there when the dialog goes with its card', async () => {
    function Contestants() {
      const [names, setNames] = useState(['Ada Lovelace']);
      return (
        <section aria-labelledby="contestants-heading">
          <h2 id="contestants-heading">Contestants</h2>
          {names.map((name) => (
            <Card key={name} name={name} onDeleted={() => setNames([])} />
          ))}
        </section>
      );
    }
    function Card({ name, onDeleted }: { name: string; onDeleted: () => void }) {
      const [confirming, setConfirming] = useState(false);
      return (
        <article>
          <Button onClick={() => setConfirming(true)}>Delete {name}</Button>
          <ConfirmDialog
            open={confirming}
            title="Delete contestant"
            confirmLabel={`Delete ${name}`}
            onConfirm={onDeleted}
            onClose={() => setConfirming(false)}
          >
            Delete {name}?
          </ConfirmDialog>
        </article>
      );
    }
    renderWithProviders(<Contestants />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete contestant' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Ada Lovelace' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contestants' })).toHaveFocus());
  });
});
