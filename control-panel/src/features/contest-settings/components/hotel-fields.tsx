import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@olympiad/shared/forms';
import type { HotelsDraft } from '@olympiad/shared/schemas';
import { Button, Fieldset, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { NEW_ROOM_TYPE } from './hotels-values';
import styles from './settings-form.module.css';

interface HotelFieldsProps {
  index: number;
  /** Each saved room type's beds taken, by its id. */
  bedsTaken: ReadonlyMap<string, string>;
  onRemove: () => void;
}

/** One hotel: its name and address, and its room types, each a name, its beds and how many rooms. */
export function HotelFields({ index, bedsTaken, onRemove }: HotelFieldsProps) {
  const { control } = useFormContext<HotelsDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: `hotels.${index}.roomTypes`, keyName: 'key' });
  const [hotelName, types] = useWatch({ control, name: [`hotels.${index}.name`, `hotels.${index}.roomTypes`] });
  const hotel = `hotels.${index}`;
  const title = hotelName || `hotel ${index + 1}`;
  return (
    <Fieldset legend={`Hotel ${index + 1}`} className={styles.hotel}>
      <div className={styles.hotelFields}>
        <TextField name={`${hotel}.name`} label="Hotel name" required />
        <TextField name={`${hotel}.address`} label="Address" />
      </div>
      {fields.map((type, position) => {
        const name = `${hotel}.roomTypes.${position}`;
        const typeName = types?.[position]?.name || `${position + 1}`;
        return (
          <div key={type.key} className={styles.roomType}>
            <TextField name={`${name}.name`} label="Room type" required />
            <TextField name={`${name}.capacity`} label="Beds" type="number" min="1" max="12" required />
            <TextField
              name={`${name}.count`}
              label="Rooms"
              type="number"
              min="0"
              max="2000"
              required
              hint={type.id ? bedsTaken.get(type.id) : undefined}
            />
            <Button size="sm" variant="outline" tone="red" className={styles.ghost} onClick={() => remove(position)}>
              Remove room type<VisuallyHidden> {typeName}</VisuallyHidden>
            </Button>
          </div>
        );
      })}
      <Button size="sm" variant="outline" tone="blue" className={styles.start} onClick={() => append(NEW_ROOM_TYPE)}>
        Add room type<VisuallyHidden> to {title}</VisuallyHidden>
      </Button>
      <Button size="sm" variant="outline" tone="red" className={styles.start} onClick={onRemove}>
        Remove hotel<VisuallyHidden> {title}</VisuallyHidden>
      </Button>
    </Fieldset>
  );
}
