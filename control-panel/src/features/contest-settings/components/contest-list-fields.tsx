import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ContestList } from '@olympiad/shared/schemas';
import { Button, Field, Fieldset, Input, VisuallyHidden } from '@olympiad/shared/plain-ui';
import type { ContestDraft } from './settings-schema';
import styles from './settings-form.module.css';
import { drawnRegister } from '@olympiad/shared/forms';

const CONTEST_LIST_TITLES: Record<ContestList, { title: string; entry: string; hint: string }> = {
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
function ContestListFields({ name }: { name: ContestList }) {
  const form = useFormContext<ContestDraft>();
  const { control, formState } = form;
  const register = drawnRegister(form);
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const { title, entry, hint } = CONTEST_LIST_TITLES[name];
  const errors = formState.errors[name];
  const listError = errors?.message ?? errors?.root?.message;
  const errorId = `${name}-error`;
  return (
    <Fieldset legend={title} aria-describedby={listError ? errorId : undefined}>
      <p className={styles.muted}>{hint}</p>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.entry}>
          <Field label={`${entry} ${index + 1}`} error={errors?.[index]?.value?.message} required>
            <Input autoComplete="off" {...register(`${name}.${index}.value`)} />
          </Field>
          <Button
            size="sm"
            variant="outline"
            tone="gray"
            className={styles.ghost}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            Move up
            <VisuallyHidden>
              {' '}
              {entry} {index + 1}
            </VisuallyHidden>
          </Button>
          <Button size="sm" variant="outline" tone="red" className={styles.ghost} onClick={() => remove(index)}>
            Remove
            <VisuallyHidden>
              {' '}
              {entry} {index + 1}
            </VisuallyHidden>
          </Button>
        </div>
      ))}
      {listError && (
        <p id={errorId} role="alert" className={styles.error}>
          {listError}
        </p>
      )}
      <Button size="sm" variant="outline" tone="blue" className={styles.start} onClick={() => append({ value: '' })}>
        Add<VisuallyHidden> to {title}</VisuallyHidden>
      </Button>
    </Fieldset>
  );
}

/** The three lists, two side by side where there is room for a location's whole name. */
export function ContestListsFields() {
  return (
    <div className={styles.lists}>
      <ContestListFields name="arrivalLocations" />
      <ContestListFields name="tShirtSizes" />
      <ContestListFields name="operatingSystems" />
    </div>
  );
}
