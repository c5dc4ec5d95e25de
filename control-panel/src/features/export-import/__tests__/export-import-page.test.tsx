import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { catchDownloads, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { problem, uuid } from '../../../testing/fixtures';
import { ExportImportPage } from '../components/export-import-page';
import { previewCsv } from '../components/csv-rules';

const csv = (name: string, lines: string[]) => new File([lines.join('\r\n')], name, { type: 'text/csv' });
const GOOD_SEATS = csv('seats.csv', [
  'contestantId,day,seatingPlace,note',
  `${uuid(1)},1,A-12,front`,
  `${uuid(2)},2,"B-7 / window","by the door, left"`,
]);
const BAD_SEATS = csv('bad-seats.csv', ['contestantId,day,seatingPlace', `${uuid(1)},1,A-12`, 'not-an-id,3,', `${uuid(3)},2,C-1`]);

describe('CSV preview', () => {
  it('recognises columns by name, ignores others, and reads quoted cells', () => {
    const preview = previewCsv('seatings', 'seats.csv', `\uFEFFnote,contestantId,seatingPlace,day\n"x, y",${uuid(1)},"A 1",2\n`);
    expect(preview).toMatchObject({
      rowCount: 1,
      recognised: ['contestantId', 'day', 'seatingPlace'],
      missing: [],
      ignored: ['note'],
      badRows: [],
    });
    expect(preview.sample).toEqual([{ contestantId: uuid(1), day: '2', seatingPlace: 'A 1' }]);
  });

  it('names every bad row by its row in the file, with each reason', () => {
    const preview = previewCsv('credentials', 'creds.csv', `contestantId,username,password\n${uuid(1)},ann,long-enough\nbad,,short\n`);
    expect(preview.badRows).toEqual([
      {
        row: 3,
        reasons: ['contestantId: Invalid id', `username: ${MESSAGES.required}`, 'password: Password must be at least 8 characters long!'],
      },
    ]);
  });

  it('counts every bad row and names the first 100, as the server does', () => {
    const rows = Array.from({ length: 250 }, (_, index) => `${uuid(index + 1)},1,<i>${index}</i>`);
    const preview = previewCsv('seatings', 'seats.csv', ['contestantId,day,seatingPlace', ...rows].join('\n'));
    expect(preview.badRowCount).toBe(250);
    expect(preview.badRows.map((bad) => bad.row)).toEqual(Array.from({ length: 100 }, (_, index) => index + 2));
    expect(preview.badRows[0]!.reasons).toEqual([
      'seatingPlace: Only letters, digits, spaces, hyphens, dots and slashes, starting with a letter or digit, at most 20 characters.',
    ]);
  });

  it('reports missing columns instead of judging rows', () => {
    const preview = previewCsv('credentials', 'creds.csv', `contestantId,user\n${uuid(1)},ann\n`);
    expect(preview).toMatchObject({ missing: ['username', 'password'], ignored: ['user'], badRows: [] });
  });
});

describe('export/import section', () => {
  beforeEach(() => logInAs('Administrator'));

  it('downloads the export under the name of its content-disposition', async () => {
    mockFetch({
      [`GET ${urlOfCall('exportContestants')}`]: () =>
        new Response('contestantId,fullName\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="contestants-2025.csv"' },
        }),
    });
    const clicked = catchDownloads('blob:csv');
    renderWithProviders(<ExportImportPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'contestants-2025.csv');
    expect(clicked[0]).toHaveAttribute('href', 'blob:csv');
  });

  it('downloads the backup with the bearer token under the name the server gives it', async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('downloadBackup')}`]: () =>
        new Response('{"olympiadBackup":2}\n', {
          headers: {
            'content-type': 'application/jsonl; charset=utf-8',
            'content-disposition': 'attachment; filename="olympiad-backup-2026-11-25T02-00-00Z.jsonl"',
          },
        }),
    });
    const clicked = catchDownloads('blob:backup');
    renderWithProviders(<ExportImportPage />);
    const section = screen.getByRole('region', { name: 'Backup' });
    expect(within(section).getByText(/The whole edition as it is now, in one file/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'olympiad-backup-2026-11-25T02-00-00Z.jsonl');
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toMatch(/^Bearer /);
    await waitFor(() =>
      expect(snacks.getCurrent()).toMatchObject({
        status: 'success',
        text: 'olympiad-backup-2026-11-25T02-00-00Z.jsonl has been downloaded.',
      }),
    );
  });

  it('previews a file with a bad row and refuses to send it', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<ExportImportPage />);
    await userEvent.upload(screen.getByLabelText('Seatings CSV file'), BAD_SEATS);
    const preview = await screen.findByRole('region', { name: 'Preview of bad-seats.csv' });
    expect(within(preview).getByText(/3 rows\. Recognised columns: contestantId, day, seatingPlace\./)).toBeInTheDocument();
    expect(within(preview).getByText(/1 bad row: nothing will be imported/)).toBeInTheDocument();
    expect(
      within(preview).getByText(`Row 3: contestantId: Invalid id; day: Day must be 1 or 2.; seatingPlace: ${MESSAGES.required}`),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Seatings' });
    expect(within(form).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('imports a good file as form data after its preview', async () => {
    const { calls } = mockFetch({ [`POST ${urlOfCall('importSeatings', { params: { year: 2025 } })}`]: { imported: 2 } });
    renderWithProviders(<ExportImportPage />);
    await userEvent.upload(screen.getByLabelText('Seatings CSV file'), GOOD_SEATS);
    const preview = await screen.findByRole('region', { name: 'Preview of seats.csv' });
    expect(within(preview).getByText(/Ignored columns: note\./)).toBeInTheDocument();
    expect(within(preview).getByRole('cell', { name: 'B-7 / window' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Seatings' });
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: '2 rows imported from seats.csv.' }));
    const sent = calls[0]!.init.body as FormData;
    expect((sent.get('file') as File).name).toBe('seats.csv');
    expect(screen.queryByRole('region', { name: 'Preview of seats.csv' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal with the rows it names", async () => {
    mockFetch({
      [`POST ${urlOfCall('importCredentials', { params: { year: 2025 } })}`]: () =>
        problem(400, 'The file has bad rows.', { 'row 2': ['Unknown contestant.'] }),
    });
    renderWithProviders(<ExportImportPage />);
    await userEvent.upload(
      screen.getByLabelText('Credentials CSV file'),
      csv('creds.csv', ['contestantId,username,password', `${uuid(9)},ann,long-enough`]),
    );
    const form = screen.getByRole('form', { name: 'Credentials' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Import' }));
    expect(await within(form).findByText('Nothing has been imported: The file has bad rows.')).toBeInTheDocument();
    expect(within(form).getByText('row 2: Unknown contestant.')).toBeInTheDocument();
  });
});
