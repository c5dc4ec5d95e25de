import { useId, useState, type FormEvent } from 'react';
import { ApiError, edition, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { Button, ErrorAlert, Field, Heading, Input, ScrollRegion, Stack, tableLook } from '@olympiad/shared/plain-ui';
import formLook from '../../../components/form.module.css';
import { canImport, SAMPLE_ROWS, type CsvKind, type CsvPreview } from './csv-preview';
import styles from './csv-import-form.module.css';

interface CsvImportFormProps {
  kind: CsvKind;
  title: string;
  label: string;
}

/** The file as UTF-8 text (FileReader: what every browser, and jsdom, has). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** Refusal of the server, with the rows it names. */
function ServerRefusal({ error }: { error: ApiError }) {
  const rows = Object.entries(error.fieldErrors);
  return (
    <ErrorAlert>
      <div className={styles.refusal}>
        <p>Nothing has been imported: {error.message}</p>
        {rows.length > 0 && (
          <ul className={styles.rows}>
            {rows.map(([row, messages]) => (
              <li key={row}>
                {row}: {messages.join(' ')}
              </li>
            ))}
          </ul>
        )}
      </div>
    </ErrorAlert>
  );
}

function Preview({ preview, id }: { preview: CsvPreview; id: string }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap={3}>
        <h4 id={id} className={styles.previewHeading}>
          Preview of {preview.fileName}
        </h4>
        <p>
          {preview.rowCount} {preview.rowCount === 1 ? 'row' : 'rows'}. Recognised columns: {preview.recognised.join(', ') || 'none'}.
          {preview.missing.length > 0 && ` Missing columns: ${preview.missing.join(', ')}.`}
          {preview.ignored.length > 0 && ` Ignored columns: ${preview.ignored.join(', ')}.`}
        </p>
        {preview.badRowCount > 0 && (
          <ErrorAlert>
            <div className={styles.refusal}>
              <p>
                {preview.badRowCount} bad {preview.badRowCount === 1 ? 'row' : 'rows'}: nothing will be imported. Correct the file and
                choose it again.
                {preview.badRowCount > preview.badRows.length && ` The first ${preview.badRows.length} are listed.`}
              </p>
              <ul className={styles.rows}>
                {preview.badRows.map((bad) => (
                  <li key={bad.row}>
                    Row {bad.row}: {bad.reasons.join('; ')}
                  </li>
                ))}
              </ul>
            </div>
          </ErrorAlert>
        )}
        {preview.sample.length > 0 && <SampleTable preview={preview} />}
      </Stack>
    </section>
  );
}

/** The file's first rows, as the import will read them (row numbers count the header as 1). */
function SampleTable({ preview }: { preview: CsvPreview }) {
  const label = `First ${Math.min(SAMPLE_ROWS, preview.rowCount)} rows of ${preview.fileName}`;
  return (
    <ScrollRegion label={`${label} table`}>
      <table aria-label={label} className={tableLook.table}>
        <thead>
          <tr>
            <th>Row</th>
            {preview.recognised.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.sample.map((row, index) => (
            <tr key={index}>
              <td>{index + 2}</td>
              {preview.recognised.map((column) => (
                <td key={column}>{row[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Choose a CSV file, see it parsed (rows, columns, bad rows), then Import sends it. */
export function CsvImportForm({ kind, title, label }: CsvImportFormProps) {
  const headingId = useId();
  const previewId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const choose = async (chosen: File | undefined) => {
    setRefusal(null);
    setFile(chosen ?? null);
    if (!chosen) {
      setPreview(null);
      return;
    }
    // The parser and the row schemas (zod) load with the first file chosen, not with the page.
    const [{ previewCsv }, content] = await Promise.all([import('./csv-rules'), readText(chosen)]);
    setPreview(previewCsv(kind, chosen.name, content));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview || !canImport(preview)) return;
    setSending(true);
    try {
      // The chosen file as it is (form field `file`); the server checks it again, all or nothing.
      const body = new FormData();
      body.append('file', file);
      const params = { year: edition().year };
      const { imported } =
        kind === 'credentials' ? await callApi('importCredentials', { params, body }) : await callApi('importSeatings', { params, body });
      notify.success(`${imported} ${imported === 1 ? 'row' : 'rows'} imported from ${file.name}.`);
      setFile(null);
      setPreview(null);
      setInputKey((key) => key + 1);
    } catch (failure) {
      if (failure instanceof ApiError) setRefusal(failure);
      notify.failure(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap={4} className={styles.form}>
        <Heading as="h3" id={headingId} size="lg">
          {title}
        </Heading>
        <Field label={label} hint="A CSV file with a header row. Nothing is written before you press Import.">
          <Input
            key={inputKey}
            type="file"
            accept=".csv,text/csv"
            className={styles.file}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Field>
        {preview && <Preview preview={preview} id={previewId} />}
        {refusal && <ServerRefusal error={refusal} />}
        <Button type="submit" className={formLook.submit} disabled={!preview || !canImport(preview)} loading={sending}>
          {sending ? 'Importing' : 'Import'}
        </Button>
      </Stack>
    </form>
  );
}
