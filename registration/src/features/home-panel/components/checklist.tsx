import { teamSelection, type RegistrationPhase } from '@olympiad/shared';
import { Link } from '@olympiad/shared/router';
import { Heading, textLink } from '@olympiad/shared/plain-ui';
import type { Progress } from '@olympiad/shared/schemas';
import { checklistItems, type ChecklistItem } from '../checklist-items';
import styles from './checklist.module.css';

interface ChecklistProps {
  progress: Progress;
  phase: RegistrationPhase;
  teamCount: number;
}

/** What the registrator's country still misses, each line a link to where it is fixed. */
export function Checklist({ progress, phase, teamCount }: ChecklistProps) {
  const items = checklistItems(progress.countries[0]?.gaps ?? [], phase, teamCount > 1);
  return (
    <section aria-labelledby="checklist-heading" className={styles.checklist}>
      <Heading as="h2" id="checklist-heading" size="md">
        Still missing
      </Heading>
      {items.length === 0 ? (
        <p>Nothing is missing.</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={`${item.to} ${item.teamId ?? ''} ${item.text}`}>
              <ChecklistLink item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A line that can be fixed now links to where; Edit Team opens the team chosen here, as the team list's EDIT leaves it. */
function ChecklistLink({ item }: { item: ChecklistItem }) {
  if (!item.to) return <>{item.text}</>;
  const select = () => {
    if (item.teamId) teamSelection.select(item.teamId);
  };
  return (
    <Link to={item.to} onClick={select} className={textLink}>
      {item.text}
    </Link>
  );
}
