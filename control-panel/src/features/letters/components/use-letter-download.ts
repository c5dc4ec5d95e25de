import { useState } from 'react';
import { saveCallFile, useDownload } from '@olympiad/shared/api';
import type { LetterSummary } from '@olympiad/shared/schemas';

/**
 * A letter's PDF at its button's press: the same letter while it is valid, else a new one for its
 * person (an Administrator may make one for anyone), after which the list is read again
 * (`changed`): the new letter heads it and the earlier ones are outdated.
 */
export function useLetterDownload(changed: () => void) {
  const { download } = useDownload();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const downloadLetter = async (letter: LetterSummary & { personId: string }) => {
    setDownloadingId(letter.id);
    await download(() => saveCallFile('generateLetter', 'invitation-letter.pdf', { params: { id: letter.personId } }));
    setDownloadingId(null);
    changed();
  };
  return { downloadingId, downloadLetter };
}
