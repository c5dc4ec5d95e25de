import { useState } from 'react';
import { notify } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { Button, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { downloadPersonData } from '../api/person-data';

/** A subject-access request answered: the person's data as a JSON file (docs/api-rules.md, Subject-access export). */
export function ExportPersonData({ person }: { person: Pick<Person, 'id' | 'fullName'> }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadPersonData(person.id);
      notify.success(`${name} has been downloaded.`);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button size="sm" variant="outline" tone="gray" onClick={download} loading={downloading}>
      Export data<VisuallyHidden> of {person.fullName}</VisuallyHidden>
    </Button>
  );
}
