import type { ReactNode } from 'react';
import type { EditTeamFocus } from '@olympiad/shared';
import { classNames, Heading, Stack } from '@olympiad/shared/plain-ui';
import { useFixTarget } from './use-fix-target';
import styles from './section-frame.module.css';

const NOT_A_TARGET = () => false;

interface SectionFrameProps {
  id: string;
  title: string;
  /** Whether a link's focus opens Edit Team at this block (useFixTarget). */
  isTarget?: (focus: EditTeamFocus) => boolean;
  children: ReactNode;
}

/** One block of the screen: a region named by its heading. */
export function SectionFrame({ id, title, isTarget = NOT_A_TARGET, children }: SectionFrameProps) {
  const fix = useFixTarget<HTMLElement>(isTarget);
  return (
    <section aria-labelledby={id} className={classNames(styles.section, fix.className)} {...fix.props}>
      <Stack gap={4}>
        <Heading as="h2" size="xl" id={id}>
          {title}
        </Heading>
        {fix.note}
        {children}
      </Stack>
    </section>
  );
}
