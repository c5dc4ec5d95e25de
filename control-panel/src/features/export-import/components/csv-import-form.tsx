import { useId, useState, type FormEvent } from 'react';
import { ApiError, notify } from '@olympiad/shared';
import { Alert, Button, Field, FormField, Heading, Input, List, Stack, Table, Text } from '@olympiad/shared/ui';
import { importCsv } from '../api/csv-files';
import { canImport, previewCsv, SAMPLE_ROWS, type CsvKind, type CsvPreview } from './csv-rules';

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
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Nothing has been imported: {error.message}</Alert.Title>
        {rows.length > 0 && (
          <Alert.Description>
            <List.Root>
              {rows.map(([row, messages]) => (
                <List.Item key={row}>
                  {row}: {messages.join(' ')}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

function Preview({ preview, id }: { preview: CsvPreview; id: string }) {
  return (
    <Stack gap="3" aria-labelledby={id} as="section">
      <Heading as="h4" id={id} size="md">Preview of {preview.fileName}</Heading>
      <Text>
        {preview.rowCount} {preview.rowCount === 1 ? 'row' : 'rows'}. Recognised columns: {preview.recognised.join(', ') || 'none'}.
        {preview.missing.length > 0 && ` Missing columns: ${preview.missing.join(', ')}.`}
        {preview.ignored.length > 0 && ` Ignored columns: ${preview.ignored.join(', ')}.`}
      </Text>
      {preview.badRowCount > 0 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {preview.badRowCount} bad {preview.badRowCount === 1 ? 'row' : 'rows'}: nothing will be imported. Correct the file and
              choose it again.
              {preview.badRowCount > preview.badRows.length && ` The first ${preview.badRows.length} are listed.`}
            </Alert.Title>
            <Alert.Description>
              <List.Root>
                {preview.badRows.map((bad) => (
                  <List.Item key={bad.row}>
                    Row {bad.row}: {bad.reasons.join('; ')}
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {preview.sample.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={`First ${Math.min(SAMPLE_ROWS, preview.rowCount)} rows of ${preview.fileName}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Row</Table.ColumnHeader>
                {preview.recognised.map((column) => (
                  <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.sample.map((row, index) => (
                <Table.Row key={index}>
                  <Table.Cell>{index + 2}</Table.Cell>
                  {preview.recognised.map((column) => (
                    <Table.Cell key={column}>{row[column]}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
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
    setPreview(chosen ? previewCsv(kind, chosen.name, await readText(chosen)) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview || !canImport(preview)) return;
    setSending(true);
    try {
      const { imported } = await importCsv(kind, file);
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
      <Stack gap="4" maxW="3xl">
        <Heading as="h3" id={headingId} size="lg">{title}</Heading>
        <FormField label={label}>
          <Input key={inputKey} type="file" accept=".csv,text/csv" p="1" onChange={(event) => void choose(event.target.files?.[0])} />
          <Field.HelperText>A CSV file with a header row. Nothing is written before you press Import.</Field.HelperText>
        </FormField>
        {preview && <Preview preview={preview} id={previewId} />}
        {refusal && <ServerRefusal error={refusal} />}
        <Button type="submit" colorPalette="blue" alignSelf="start" disabled={!preview || !canImport(preview)} loading={sending} loadingText="Importing">
          Import
        </Button>
      </Stack>
    </form>
  );
}
