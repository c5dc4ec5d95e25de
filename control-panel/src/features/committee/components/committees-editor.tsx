import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { submitToApi } from '@olympiad/shared/forms';
import { idSchema, requiredText, type CommitteeEdit, type CommitteePerson } from '@olympiad/shared/schemas';
import { Box, Button, chakra, FormField, Heading, HStack, Input, SelectInput, Stack, Text } from '@olympiad/shared/ui';
import { saveCommittees } from '../api/committee';

/** The PUT's shape, each member also carrying their name for display (dropped when sending). */
const formSchema = z.object({
  committees: z.array(
    z.object({
      name: requiredText(),
      members: z.array(z.object({ personId: idSchema, fullName: z.string(), role: requiredText() })),
    }),
  ),
});
type Draft = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

export const COMMITTEES_SAVED = 'Committees have been saved successfully!';

function Members({ index, control, register, errors, people, committeeName }: {
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
    <Stack gap="3">
      {fields.length === 0 && <Text color="fg.muted">No members yet.</Text>}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {fields.map((member, memberIndex) => (
          <HStack as="li" key={member.id} gap="3" align="end">
            <Box flex="1">
              <FormField label={`Role of ${member.fullName}`} error={errors.committees?.[index]?.members?.[memberIndex]?.role?.message}>
                <Input autoComplete="off" {...register(`committees.${index}.members.${memberIndex}.role`)} />
              </FormField>
            </Box>
            <Button variant="outline" colorPalette="red" onClick={() => remove(memberIndex)}>
              Remove<chakra.span srOnly> {member.fullName} from {label}</chakra.span>
            </Button>
          </HStack>
        ))}
      </Stack>
      <HStack gap="3" align="end">
        <Box flex="1">
          <FormField label={`New member of ${label}`}>
            <SelectInput
              empty="-"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              options={candidates.map((person) => ({ value: person.id, label: person.fullName }))}
            />
          </FormField>
        </Box>
        <Button
          variant="outline"
          colorPalette="blue"
          disabled={!adding}
          onClick={() => {
            const person = people.find((p) => p.id === adding);
            if (person) append({ personId: person.id, fullName: person.fullName, role: 'Member' });
            setAdding('');
          }}
        >
          Add member<chakra.span srOnly> to {label}</chakra.span>
        </Button>
      </HStack>
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
    resolver: zodResolver(formSchema),
    defaultValues: {
      committees: committees.map((c) => ({ name: c.name, members: c.members.map(({ personId, role, fullName }) => ({ personId, role, fullName })) })),
    },
  });
  const { control, register, formState } = form;
  const names = useWatch({ control, name: 'committees' }).map((committee) => committee.name);
  const { fields, append, remove } = useFieldArray({ control, name: 'committees' });
  const submit = submitToApi(form, {
    send: ({ committees: list }) =>
      saveCommittees(
        contestId,
        list.map(({ name, members }) => ({ name, members: members.map(({ role, personId }) => ({ role, personId })) })),
      ),
    success: COMMITTEES_SAVED,
    onSuccess: () => onSaved(),
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="committees-heading">
      <Stack gap="6" maxW="3xl">
        <Heading as="h2" id="committees-heading" size="xl">Committees</Heading>
        {fields.map((committee, index) => {
          const name = names[index] ?? '';
          return (
            <Stack as="fieldset" key={committee.id} gap="4" borderWidth="1px" borderRadius="md" p="4">
              <chakra.legend px="1" fontWeight="semibold">{name || `Committee ${index + 1}`}</chakra.legend>
              <FormField label="Committee name" error={formState.errors.committees?.[index]?.name?.message} required>
                <Input autoComplete="off" {...register(`committees.${index}.name`)} />
              </FormField>
              <Members index={index} control={control} register={register} errors={formState.errors} people={people} committeeName={name} />
              <Button alignSelf="start" variant="ghost" colorPalette="red" onClick={() => remove(index)}>
                Remove committee<chakra.span srOnly> {name}</chakra.span>
              </Button>
            </Stack>
          );
        })}
        <HStack gap="3">
          <Button variant="outline" colorPalette="blue" onClick={() => append({ name: '', members: [] })}>
            Add committee
          </Button>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Saving">
            Save committees
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
