import { Button } from '@olympiad/shared/plain-ui';
import styles from './own-page-note.module.css';

interface OwnPageNoteProps {
  /** The page the viewer's own guide and teams are on. */
  ownPage: number;
  page: number;
  onPage: (page: number) => void;
}

/**
 * Why the list opened where it did: on the page of the viewer's own teams, which may be deep in
 * the list. Says so, with the way to the first page; on another page, the way back. One button
 * whose words change, so that it keeps the focus once pressed. Not printed.
 */
export function OwnPageNote({ ownPage, page, onPage }: OwnPageNoteProps) {
  // On the first page the list opens where it would anyway.
  if (ownPage === 1) return null;
  const onOwnPage = page === ownPage;
  return (
    <p className={styles.note} data-print-hidden="">
      {onOwnPage && <span>Showing page {ownPage}, where you and your teams are listed.</span>}
      <Button size="sm" variant="outline" tone="gray" onClick={() => onPage(onOwnPage ? 1 : ownPage)}>
        {onOwnPage ? 'Go to the first page' : `Go to your teams (page ${ownPage})`}
      </Button>
    </p>
  );
}
