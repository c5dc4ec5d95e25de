import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { drawnRegister, lazyResolver, submitToApi } from '@olympiad/shared/forms';
import type { CommitteeEdit, CommitteePerson } from '@olympiad/shared/schemas';
import { Button, Field, Fieldset, Heading, Input, Row, Select, Stack, VisuallyHidden } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { callApi } from '@olympiad/shared/api';
import styles from './committees-editor.module.css';
import type { CommitteesDraft as Draft, CommitteesForm as Output } from './committees-schema';

const resolver = lazyResolver(
  () => import('./committees-validation'),
  (validation) => validation.committeesSchema(),
);

export const COMMITTEES_SAVED = 'Committees have been saved successfully!';

function Members({
  index,
  control,
  register,
  errors,
  people,
  committeeName,
}: {
  index: number;
  control: Control<Draft, unknown, Output>;
  register: UseFormRegister<Draft>;
  errors: FieldErrors<Draft>;
  people: CommitteePerson[];
  committeeName: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `committees.${index}.members` });
  const [adding, setAdding] = useState('');
  const label = committeeName || `committee ${index + 1}`;
  const candidates = people.filter((person) => !fields.some((member) => member.personId === person.id));
  return (
    <Stack gap={3}>
      {fields.length === 0 && <p className={section.muted}>No members yet.</p>}
      <ul className={styles.members}>
        {fields.map((member, memberIndex) => (
          <li key={member.id} className={styles.member}>
            <Field label={`Role of ${member.fullName}`} error={errors.committees?.[index]?.members?.[memberIndex]?.role?.message}>
              <Input autoComplete="off" {...register(`committees.${index}.members.${memberIndex}.role`)} />
            </Field>
            <Button variant="outline" tone="red" onClick={() => remove(memberIndex)}>
              Remove
              <VisuallyHidden>
                {' '}
                {member.fullName} from {label}
              </VisuallyHidden>
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.member}>
        <Field label={`New member of ${label}`}>
          <Select
            empty="-"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            options={candidates.map((person) => ({ value: person.id, label: person.fullName }))}
          />
        </Field>
        <Button
          variant="outline"
          tone="blue"
          disabled={!adding}
          onClick={() => {
            const person = people.find((p) => p.id === adding);
            if (person) append({ personId: person.id, fullName: person.fullName, role: 'Member' });
            setAdding('');
          }}
        >
          Add member<VisuallyHidden> to {label}</VisuallyHidden>
        </Button>
      </div>
    </Stack>
  );
}

interface CommitteesEditorProps {
  contestId: string;
  committees: CommitteeEdit[];
  people: CommitteePerson[];
  onSaved: () => void | Promise<void>;
}

/** The committees the public committees page shows, with each member's role, edited and saved together. */
export function CommitteesEditor({ contestId, committees, people, onSaved }: CommitteesEditorProps) {
  const form = useForm<Draft, unknown, Output>({
    resolver,
    defaultValues: {
      committees: committees.map((c) => ({
        name: c.name,
        members: c.members.map(({ personId, role, fullName }) => ({ personId, role, fullName })),
      })),
    },
  });
  const { control, formState } = form;
  const register = drawnRegister(form);
  const names = useWatch({ control, name: 'committees' }).map((committee) => committee.name);
  const { fields, append, remove } = useFieldArray({ control, name: 'committees' });
  const submit = submitToApi(form, {
    send: ({ committees: list }) =>
      callApi('saveCommittees', {
        params: { id: contestId },
        body: list.map(({ name, members }) => ({ name, members: members.map(({ role, personId }) => ({ role, personId })) })),
      }),
    success: COMMITTEES_SAVED,
    onSuccess: () => onSaved(),
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="committees-heading" {...resolver.firstUse}>
      <Stack gap={6} className={styles.editor}>
        <Heading as="h2" id="committees-heading" size="xl">
          Committees
        </Heading>
        {fields.map((committee, index) => {
          const name = names[index] ?? '';
          return (
            <Fieldset key={committee.id} legend={name || `Committee ${index + 1}`} gap={4}>
              <Field label="Committee name" error={formState.errors.committees?.[index]?.name?.message} required>
                <Input autoComplete="off" {...register(`committees.${index}.name`)} />
              </Field>
              <Members index={index} control={control} register={register} errors={formState.errors} people={people} committeeName={name} />
              <Button variant="outline" tone="red" className={styles.ghost} onClick={() => remove(index)}>
                Remove committee<VisuallyHidden> {name}</VisuallyHidden>
              </Button>
            </Fieldset>
          );
        })}
        <Row gap={3}>
          <Button variant="outline" tone="blue" onClick={() => append({ name: '', members: [] })}>
            Add committee
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving' : 'Save committees'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
