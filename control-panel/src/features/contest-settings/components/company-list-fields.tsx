import { useFieldArray, useFormContext } from 'react-hook-form';
import { PictureInput } from '@olympiad/shared/forms';
import { Button, chakra, FormField, Input, SimpleGrid, Stack, Text } from '@olympiad/shared/ui';
import type { CompanyGroup, ContestDraft } from './settings-schema';

/**
 * One list of companies (organizers, partners, … sponsors): name, logo (uploaded, or an image
 * URL), link, information.
 */
export function CompanyListFields({ group, title }: { group: CompanyGroup; title: string }) {
  const { control, register, formState } = useFormContext<ContestDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: group });
  const errors = formState.errors[group];
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <chakra.legend px="1" fontWeight="semibold">{title}</chakra.legend>
      {fields.length === 0 && <Text color="fg.muted">None yet.</Text>}
      {fields.map((company, index) => (
        <Stack key={company.id} gap="3" borderBottomWidth="1px" pb="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="Name" error={errors?.[index]?.name?.message} required>
              <Input autoComplete="off" {...register(`${group}.${index}.name`)} />
            </FormField>
            <FormField label="Image URL" error={errors?.[index]?.imageUrl?.message}>
              <Input type="url" autoComplete="off" {...register(`${group}.${index}.imageUrl`)} />
            </FormField>
            <PictureInput control={control} name={`${group}.${index}.logo`} label="Logo" hint="An uploaded logo replaces the image URL." />
            <FormField label="Link" error={errors?.[index]?.companyUrl?.message}>
              <Input type="url" autoComplete="off" {...register(`${group}.${index}.companyUrl`)} />
            </FormField>
            <FormField label="Additional information" error={errors?.[index]?.additionalInformation?.message}>
              <Input autoComplete="off" {...register(`${group}.${index}.additionalInformation`)} />
            </FormField>
          </SimpleGrid>
          <Button alignSelf="start" size="sm" variant="ghost" colorPalette="red" onClick={() => remove(index)}>
            Remove<chakra.span srOnly> {company.name || `entry ${index + 1}`} from {title}</chakra.span>
          </Button>
        </Stack>
      ))}
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        colorPalette="blue"
        onClick={() => append({ name: '', imageUrl: '', companyUrl: '', additionalInformation: '', logo: null })}
      >
        Add<chakra.span srOnly> to {title}</chakra.span>
      </Button>
    </Stack>
  );
}
