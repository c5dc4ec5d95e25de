import { useFormContext, useFormState } from 'react-hook-form';
import { drawnRegister } from '@olympiad/shared/forms';
import { Field, Select, Textarea, type SelectOption } from '@olympiad/shared/plain-ui';
import { ROOM_REQUEST_LABELS, ROOM_REQUESTS } from '@olympiad/shared/text';
import type { HealthValues, StayDetailsValues } from '../stay-values';
import styles from './stay-fields.module.css';

/** The room request as three answers, one always chosen ("No preference" until the registrator says otherwise). */
export function RoomRequestField() {
  const { register, getValues } = useFormContext<StayDetailsValues>();
  // Drawn checked by the server too, before the form attaches and checks it itself.
  const chosen = getValues('roomRequest');
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>Room request</legend>
      <div className={styles.answers}>
        {ROOM_REQUESTS.map((request) => (
          <label key={request} className={styles.answer}>
            <input type="radio" value={request} defaultChecked={request === chosen} {...register('roomRequest')} />
            {ROOM_REQUEST_LABELS[request]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The delegation member to share with; an empty choice is nobody, which the schema refuses for a share. */
export function ShareWithField({ options }: { options: readonly SelectOption[] }) {
  const form = useFormContext<StayDetailsValues>();
  const { errors } = useFormState({ control: form.control, name: 'shareWithPersonId' });
  return (
    <Field label="Share with" error={errors.shareWithPersonId?.message} required>
      <Select options={options} empty="-" {...drawnRegister(form)('shareWithPersonId', { setValueAs: (value: string) => value || null })} />
    </Field>
  );
}

/** A diet and health note of several lines, with its message. */
export function NoteField({ name, label }: { name: 'allergies' | 'medicalNotes'; label: string }) {
  const form = useFormContext<HealthValues>();
  const { errors } = useFormState({ control: form.control, name });
  return (
    <Field label={label} error={errors[name]?.message}>
      <Textarea rows={3} {...drawnRegister(form)(name)} />
    </Field>
  );
}
