import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ContestList } from '@olympiad/shared/schemas';
import { Box, Button, chakra, FormField, HStack, Input, SimpleGrid, Stack, Text } from '@olympiad/shared/ui';
import type { ContestDraft } from './settings-schema';

export const CONTEST_LIST_TITLES: Record<ContestList, { title: string; entry: string; hint: string }> = {
  arrivalLocations: {
    title: 'Arrival and departure locations',
    entry: 'Location',
    hint: 'Offered for arrivals and departures, in this order.',
  },
  tShirtSizes: { title: 'T-shirt sizes', entry: 'T-shirt size', hint: 'Offered for every person, in this order.' },
  operatingSystems: { title: 'Operating systems', entry: 'Operating system', hint: 'Offered for contestants, in this order.' },
};

/**
 * One of the lists the forms offer, in order: entries are typed, added at the end, moved up and
 * removed. The server refuses to remove an entry someone has chosen; its answer shows under the list.
 */
export function ContestListFields({ name }: { name: ContestList }) {
  const { control, register, formState } = useFormContext<ContestDraft>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const { title, entry, hint } = CONTEST_LIST_TITLES[name];
  const errors = formState.errors[name];
  const listError = errors?.message ?? errors?.root?.message;
  const errorId = `${name}-error`;
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="4" aria-describedby={listError ? errorId : undefined}>
      <chakra.legend px="1" fontWeight="semibold">{title}</chakra.legend>
      <Text color="fg.muted">{hint}</Text>
      {fields.map((field, index) => (
        <HStack key={field.id} align="end" gap="2">
          {/* The entry takes the row's width: a location's whole name stays in view. */}
          <Box flex="1" minW="0">
            <FormField label={`${entry} ${index + 1}`} error={errors?.[index]?.value?.message} required>
              <Input autoComplete="off" {...register(`${name}.${index}.value`)} />
            </FormField>
          </Box>
          <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)}>
            Move up<chakra.span srOnly> {entry} {index + 1}</chakra.span>
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => remove(index)}>
            Remove<chakra.span srOnly> {entry} {index + 1}</chakra.span>
          </Button>
        </HStack>
      ))}
      {listError && (
        <Text id={errorId} role="alert" color="fg.error">
          {listError}
        </Text>
      )}
      <Button alignSelf="start" size="sm" variant="outline" colorPalette="blue" onClick={() => append({ value: '' })}>
        Add<chakra.span srOnly> to {title}</chakra.span>
      </Button>
    </Stack>
  );
}

/** The three lists, two side by side where there is room for a location's whole name. */
export function ContestListsFields() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ContestListFields name="arrivalLocations" />
      <ContestListFields name="tShirtSizes" />
      <ContestListFields name="operatingSystems" />
    </SimpleGrid>
  );
}
