import styles from './html-content.module.css';

/** Contest HTML written by an administrator in the contest settings. */
export function HtmlContent({ html }: { html: string }) {
  // Safe to inject: the server sanitises this HTML when it is stored (no scripts, event handlers
  // or javascript: URLs), and the public API only ever returns the stored, sanitised copy.
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
