import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import type { ErasureReport } from '@olympiad/shared/schemas';
import { catchDownloads, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { problem } from '../../../testing/fixtures';
import { ErasureSection } from '../components/erasure-section';
import { erasureLines } from '../erasure-report';

const REPORT: ErasureReport = {
  dryRun: true,
  namesKept: 40,
  peopleRemoved: 3,
  pictures: 37,
  contactDetails: 12,
  datesOfBirth: 20,
  contactPersons: 5,
  travel: 51,
  visaDetails: 8,
  letters: 6,
  stayDetails: 22,
  healthDetails: 18,
  roomAllocations: 33,
  accounts: 9,
  messages: 14,
  historyEntries: 310,
};
const NOT_OVER = 'Personal data can be erased once the edition is over: after 09/05/2025 21:00 venue time (Europe/Sofia).';

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ErasureSection />);
  await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
  return { user, dialog: await screen.findByRole('alertdialog', { name: 'Erase personal data' }) };
}

const erasureBodies = (calls: { method: string; url: string; init: RequestInit }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith(urlOfCall('erasePersonalData')))
    .map((call) => JSON.parse(String(call.init.body)));

describe('erasure report', () => {
  it('names every count of the report once', () => {
    const lines = erasureLines(REPORT);
    const { dryRun: _, ...counts } = REPORT;
    expect(lines.map((line) => line.count).sort((a, b) => a - b)).toEqual(Object.values(counts).sort((a, b) => a - b));
    expect(new Set(lines.map((line) => line.label)).size).toBe(lines.length);
  });
});

describe('erase personal data dialog', () => {
  beforeEach(() => logInAs('Administrator'));

  it('asks for a dry run, then the typed word, before it erases; then says what went', async () => {
    const { calls } = mockFetch({
      [`POST ${urlOfCall('erasePersonalData')}`]: (init: RequestInit) => ({ ...REPORT, dryRun: JSON.parse(String(init.body)).dryRun }),
    });
    const { user, dialog } = await openDialog();
    const erase = within(dialog).getByRole('button', { name: 'Erase personal data now' });

    await user.click(erase);
    expect(within(dialog).getByText('Make a dry run first, to see what the erasure will take.')).toBeVisible();
    expect(erasureBodies(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Dry run' }));
    const dryRun = await within(dialog).findByRole('table', { name: 'What the erasure would take (dry run: nothing has been erased)' });
    expect(within(dryRun).getByRole('row', { name: "Contestants' dates of birth 20" })).toBeVisible();
    expect(within(dryRun).getByRole('row', { name: 'People kept with only their name, roles and country 40' })).toBeVisible();

    const word = within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' });
    await user.type(word, 'erase');
    await user.click(erase);
    expect(within(dialog).getByText('Type ERASE, in capitals, to confirm.')).toBeVisible();
    expect(word).toHaveAttribute('aria-invalid', 'true');
    expect(erasureBodies(calls)).toEqual([{ dryRun: true }]);

    await user.clear(word);
    await user.type(word, 'ERASE');
    await user.click(erase);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Personal data has been erased.');
    expect(within(dialog).getByRole('table', { name: 'What the erasure took' })).toBeVisible();
    expect(erasureBodies(calls)).toEqual([{ dryRun: true }, { dryRun: false }]);
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Personal data has been erased.' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    mockFetch({
      [`POST ${urlOfCall('erasePersonalData')}`]: (init: RequestInit) =>
        JSON.parse(String(init.body)).dryRun ? REPORT : problem(409, NOT_OVER),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Dry run' }));
    await within(dialog).findByRole('table', { name: /dry run/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }), 'ERASE');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_OVER);
    expect(within(dialog).queryByText('Personal data has been erased.')).toBeNull();
  });

  it('starts afresh at each opening', async () => {
    mockFetch({ [`POST ${urlOfCall('erasePersonalData')}`]: REPORT });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Dry run' }));
    await within(dialog).findByRole('table', { name: /dry run/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }), 'ERA');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const reopened = await screen.findByRole('alertdialog', { name: 'Erase personal data' });
    expect(within(reopened).queryByRole('table')).toBeNull();
    expect(within(reopened).getByRole('textbox', { name: 'Type ERASE to confirm' })).toHaveValue('');
  });

  it('offers the final backup first', async () => {
    mockFetch({
      [`GET ${urlOfCall('downloadBackup')}`]: () =>
        new Response('{"olympiadBackup":2}', {
          headers: { 'content-type': 'application/jsonl', 'content-disposition': 'attachment; filename="olympiad-backup-2025.jsonl"' },
        }),
    });
    catchDownloads('blob:backup');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Download final backup' }));
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'olympiad-backup-2025.jsonl has been downloaded.' }),
    );
  });
});
