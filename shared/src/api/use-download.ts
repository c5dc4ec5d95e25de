import { useState } from 'react';
import { notify } from '@olympiad/shared';

/**
 * A file downloaded at a button's press: `downloading` while it comes, then a snack saying
 * "<file> has been downloaded." or why it failed. `save` answers the name the file was saved
 * under (saveCallFile).
 */
export function useDownload() {
  const [downloading, setDownloading] = useState(false);
  const download = async (save: () => Promise<string>) => {
    setDownloading(true);
    try {
      const name = await save();
      notify.success(`${name} has been downloaded.`);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
