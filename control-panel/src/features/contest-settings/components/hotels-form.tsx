import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { callApi } from '@olympiad/shared/api';
import { ChangedMeanwhileNote, schemaResolver, submitToApi, useRecordVersion } from '@olympiad/shared/forms';
import type { Hotels, HotelsDraft, HotelsInput } from '@olympiad/shared/schemas';
import { Button, Heading, Row, Stack } from '@olympiad/shared/plain-ui';
import { HotelFields } from './hotel-fields';
import { bedsTakenOf, hotelsDraftOf, NEW_HOTEL } from './hotels-values';
import styles from './settings-form.module.css';

// The call's own schema and messages (a name, a room type's beds and rooms in range).
const resolver = schemaResolver((schemas) => schemas.hotelsInputSchema);

export const HOTELS_SAVED = 'Hotels saved.';

interface HotelsFormProps {
  hotels: Hotels;
  onSaved: (saved: Hotels) => Promise<unknown>;
  /** Reads the hotels again as they are now: the form's values after a 412. */
  reload: () => Promise<Hotels | undefined>;
}

/**
 * The edition's hotels, a form of its own under the contest's: each hotel's name and address and
 * its room types, with how many beds a room has and how many such rooms there are. Saving adds or
 * removes rooms to match; the api refuses (409, its words in the snack) to remove a room someone
 * sleeps in. Each saved type says how many of its beds are taken.
 */
export function HotelsForm({ hotels, onSaved, reload }: HotelsFormProps) {
  const form = useForm<HotelsDraft, unknown, HotelsInput>({ resolver, defaultValues: hotelsDraftOf(hotels) });
  const version = useRecordVersion('hotels', hotels.version);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'hotels', keyName: 'key' });
  const bedsTaken = useMemo(() => bedsTakenOf(hotels), [hotels]);
  const show = (current: Hotels) => form.reset(hotelsDraftOf(current));
  const submit = submitToApi(form, {
    send: (values) => version.send((headers) => callApi('saveHotels', { body: values, headers })),
    success: HOTELS_SAVED,
    onSuccess: async (saved) => {
      show(saved);
      await onSaved(saved);
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="hotels-heading" className={styles.letterForm} {...resolver.firstUse}>
        <Stack gap={4}>
          <Heading as="h2" id="hotels-heading" size="xl">
            Hotels
          </Heading>
          <p className={styles.muted}>
            Where the delegations sleep: each hotel&apos;s room types and how many rooms of each. The Rooms section places people in them.
          </p>
          {version.changed && <ChangedMeanwhileNote subject="Hotels" onLoad={() => version.loadCurrent(reload, show)} />}
          {fields.length === 0 && <p className={styles.muted}>No hotels yet.</p>}
          {fields.map((hotel, index) => (
            <HotelFields key={hotel.key} index={index} bedsTaken={bedsTaken} onRemove={() => remove(index)} />
          ))}
          <Row>
            <Button variant="outline" tone="blue" onClick={() => append(NEW_HOTEL)}>
              Add hotel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving' : 'Save hotels'}
            </Button>
          </Row>
        </Stack>
      </form>
    </FormProvider>
  );
}
