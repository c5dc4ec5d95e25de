import { useEffect } from 'react';
import { ErrorAlert, textLink } from '@olympiad/shared/plain-ui';
import styles from './settings-form.module.css';

/** What the preview shows: nothing yet, the PDF at an object URL, or why there is none. */
export type Preview = { url: string } | { error: string } | null;

/**
 * The letter the form's values make, in the page, and a link that opens it in a tab of its own
 * (a phone's browser may show a PDF only there). The URL of a preview replaced or left is revoked.
 */
export function LetterPreview({ preview }: { preview: Preview }) {
  const url = preview && 'url' in preview ? preview.url : null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (!preview) return null;
  if ('error' in preview) return <ErrorAlert>{preview.error}</ErrorAlert>;
  return (
    <div className={styles.letterPreview}>
      <a href={preview.url} target="_blank" rel="noopener" className={textLink}>
        Open the preview in a new tab
      </a>
      <iframe title="Letter preview" src={preview.url} className={styles.letterPreviewFrame} />
    </div>
  );
}
