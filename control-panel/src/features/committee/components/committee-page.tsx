import { useState } from 'react';
import { useContest } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { CommitteePerson } from '@olympiad/shared/schemas';
import { Heading } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { LoadState } from '../../../components/load-state';
import { CommitteePeopleList } from './committee-people-list';
import { CommitteePersonForm } from './committee-person-form';
import { CommitteesEditor } from './committees-editor';
import styles from './committee-page.module.css';

/** Committee people (add, edit, list) and the contest's committees with each member's role. */
export function CommitteePage() {
  const { data: contest, mutate: mutateContest } = useContest();
  const people = useApi('readCommitteePeople', {});
  const committees = useApi('readCommittees', contest ? { params: { id: contest.id } } : null);
  const [selected, setSelected] = useState<CommitteePerson | null>(null);

  return (
    <div className={styles.page}>
      {/* A new key gives a fresh form, with the selected person's values, on every selection. */}
      <CommitteePersonForm
        key={selected?.id ?? 'new'}
        person={selected}
        onCancel={() => setSelected(null)}
        // The public committees are read with the contest: both follow a consent at once.
        onConsentRecorded={() => Promise.all([people.mutate(), mutateContest()])}
        reload={async () => (await people.mutate())?.find((person) => person.id === selected?.id)}
        onSaved={async () => {
          setSelected(null);
          await Promise.all([people.mutate(), committees.mutate()]);
        }}
      />
      <section aria-labelledby="committee-people-heading" className={section.section}>
        <Heading as="h2" id="committee-people-heading" size="xl">
          List of people for committees
        </Heading>
        <LoadState
          what="committee people"
          data={people.data}
          error={people.error}
          isLoading={people.isLoading}
          empty="No committee people yet."
        >
          {(list) => <CommitteePeopleList people={list} onEdit={setSelected} />}
        </LoadState>
      </section>
      {contest && committees.data && people.data && (
        <CommitteesEditor
          // Saved or reloaded committees start a fresh form.
          key={JSON.stringify(committees.data)}
          contestId={contest.id}
          committees={committees.data}
          people={people.data}
          onSaved={async () => {
            await Promise.all([committees.mutate(), people.mutate()]);
          }}
        />
      )}
    </div>
  );
}
