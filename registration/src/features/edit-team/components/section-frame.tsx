import type { ReactNode } from 'react';
import { Heading, Stack } from '@olympiad/shared/plain-ui';
import styles from './section-frame.module.css';

/** One block of the screen: a region named by its heading. */
export function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Stack gap={4}>
        <Heading as="h2" size="xl" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
