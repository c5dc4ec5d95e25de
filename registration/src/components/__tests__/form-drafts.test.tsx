import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { auth, DRAFT_KEY_PREFIX } from '@olympiad/shared';
import { logInAs, renderWithProviders } from '@olympiad/shared/testing';
import { DraftOffer } from '../draft-offer';
import { draftKey, formDrafts, MAX_DRAFT_PICTURE_CHARS, withoutLargePictures } from '../form-drafts';
import { useFormDraft } from '../use-form-draft';

describe('form drafts', () => {
  afterEach(() => localStorage.clear());

  it('are kept per user and form', () => {
    expect(draftKey('add-team', 'u1')).not.toBe(draftKey('add-team', 'u2'));
    expect(draftKey('add-team', 'u1')).not.toBe(draftKey('guest:new', 'u1'));
  });

  it("are kept under shared's prefix, which a logout clears", () => {
    expect(draftKey('add-team', 'u1')).toBe(`${DRAFT_KEY_PREFIX}:u1:add-team`);
  });

  it('never hold a picture larger than the display size', () => {
    const big = 'A'.repeat(MAX_DRAFT_PICTURE_CHARS + 1);
    const values = { leader: { picture: big }, contestants: [{ person: { picture: 'small' } }], name: big };
    expect(withoutLargePictures(values)).toEqual({ leader: { picture: null }, contestants: [{ person: { picture: 'small' } }], name: big });
  });

  it('read back what was written, and nothing after a drop', () => {
    formDrafts.write('k', { name: 'Atlantis' }, new Date('2025-06-01T10:00:00Z'));
    expect(formDrafts.read('k')).toEqual({ savedAt: '2025-06-01T10:00:00.000Z', values: { name: 'Atlantis' } });
    formDrafts.drop('k');
    expect(formDrafts.read('k')).toBeNull();
  });
});

function NameForm({ onSaved }: { onSaved?: () => void }) {
  const form = useForm({ defaultValues: { name: '' } });
  const draft = useFormDraft(form, 'test');
  return (
    <form>
      {draft.offer && <DraftOffer draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />}
      <label>
        Team name
        <input {...form.register('name')} />
      </label>
      <button
        type="button"
        onClick={() => {
          draft.drop();
          onSaved?.();
        }}
      >
        Save
      </button>
    </form>
  );
}

describe('useFormDraft', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', 'c1'));
  afterEach(() => {
    localStorage.clear();
  });

  it('keeps what is typed and offers it back after a reload, until it is restored', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<NameForm />);
    await user.type(screen.getByLabelText('Team name'), 'Atlantis');
    first.unmount();

    renderWithProviders(<NameForm />);
    expect(screen.getByLabelText('Team name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Team name')).toHaveValue('Atlantis');
    expect(screen.queryByRole('region', { name: 'Saved draft' })).not.toBeInTheDocument();
  });

  it('drops the draft on success and on discard', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<NameForm />);
    await user.type(screen.getByLabelText('Team name'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    first.unmount();
    const second = renderWithProviders(<NameForm />);
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Team name'), 'Lemuria');
    second.unmount();
    renderWithProviders(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(formDrafts.read(draftKey('test', 'u1'))).toBeNull();
  });

  it('leaves nothing behind when the user logs out right after typing', async () => {
    const user = userEvent.setup();
    const form = renderWithProviders(<NameForm />);
    await user.type(screen.getByLabelText('Team name'), 'Atlantis');
    // Within the 400 ms before the draft is written: the logout must not be followed by a late write.
    act(() => auth.logout());
    form.unmount();
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX))).toEqual([]);
  });
});
