import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, OTHER_LOCATION, useContest } from '@olympiad/shared';
import { submitToApi } from '@olympiad/shared/forms';
import { createGuideInputSchema, type CreateGuideDraft, type CreateGuideInput, type Guide } from '@olympiad/shared/schemas';
import { Button, FormField, Heading, Input, SimpleGrid, Stack } from '@olympiad/shared/ui';
import { PersonFields } from '../../../components/person-fields';
import { Select } from '../../../components/select-field';
import { createGuide, useGuideUsers } from '../api/guides';

const EMPTY: CreateGuideDraft = {
  person: {
    fullName: '',
    roles: ['GUIDE'],
    countryId: null,
    contestId: null,
    tShirtSize: '',
    picture: null,
    timeOfArrival: '',
    arrivalLocation: OTHER_LOCATION,
    timeOfDeparture: '',
    departureLocation: OTHER_LOCATION,
  },
  userId: '',
  phoneNumber: '',
  schoolName: '',
  classDesignator: '',
};

/** Add guide: a person with role GUIDE (locations Other by default), its user and school. */
export function GuideForm({ onCreated }: { onCreated: (guide: Guide) => void | Promise<void> }) {
  const { data: contest } = useContest();
  const { data: users } = useGuideUsers();
  const form = useForm<CreateGuideDraft, unknown, CreateGuideInput>({
    resolver: zodResolver(createGuideInputSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = submitToApi(form, {
    // The guide belongs to the current contest, known once it has loaded.
    send: (guide): Promise<Guide> => createGuide({ ...guide, person: { ...guide.person, contestId: contest?.id ?? null } }),
    success: MESSAGES.guideCreated,
    onSuccess: async (guide) => {
      form.reset(EMPTY);
      await onCreated(guide);
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="guide-form-heading">
        <Stack gap="4" maxW="2xl">
          <Heading as="h2" id="guide-form-heading" size="xl">Add guide</Heading>
          <PersonFields prefix="person." />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="User" error={errors.userId?.message}>
              <Select
                placeholder="No user"
                options={(users ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))}
                {...register('userId')}
              />
            </FormField>
            <FormField label="Phone number" error={errors.phoneNumber?.message}>
              <Input type="tel" autoComplete="off" {...register('phoneNumber')} />
            </FormField>
            <FormField label="School name" error={errors.schoolName?.message}>
              <Input autoComplete="off" {...register('schoolName')} />
            </FormField>
            <FormField label="Class designator" error={errors.classDesignator?.message}>
              <Input autoComplete="off" {...register('classDesignator')} />
            </FormField>
          </SimpleGrid>
          <Button type="submit" colorPalette="blue" alignSelf="start" loading={isSubmitting} loadingText="Saving">
            Add guide
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
