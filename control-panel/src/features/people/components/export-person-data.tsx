import { saveCallFile, useDownload } from '@olympiad/shared/api';
import type { Person } from '@olympiad/shared/schemas';
import { Button, VisuallyHidden } from '@olympiad/shared/plain-ui';

/** A subject-access request answered: the person's data as a JSON file (docs/api-rules.md, Subject-access export). */
export function ExportPersonData({ person }: { person: Pick<Person, 'id' | 'fullName'> }) {
  const { downloading, download } = useDownload();

  return (
    <Button
      size="sm"
      variant="outline"
      tone="gray"
      onClick={() => download(() => saveCallFile('exportPersonData', 'person-data.json', { params: { id: person.id } }))}
      loading={downloading}
    >
      Export data<VisuallyHidden> of {person.fullName}</VisuallyHidden>
    </Button>
  );
}
