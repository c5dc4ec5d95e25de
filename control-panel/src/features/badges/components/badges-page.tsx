import { Heading } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { BadgesForm } from './badges-form';

/** Name badges (beyond the spec): a section of its own, where organisers print the edition's badges. */
export function BadgesPage() {
  return (
    <section aria-labelledby="badges-heading" className={section.section}>
      <Heading as="h2" id="badges-heading" size="xl">
        Name badges
      </Heading>
      <BadgesForm labelledBy="badges-heading" />
    </section>
  );
}
