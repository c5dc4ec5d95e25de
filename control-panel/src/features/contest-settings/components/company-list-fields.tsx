import { useFieldArray, useFormContext } from 'react-hook-form';
import { drawnRegister, PictureInput } from '@olympiad/shared/forms';
import { Button, Field, FieldGrid, Fieldset, Input, VisuallyHidden } from '@olympiad/shared/plain-ui';
import type { ContestDraft } from './settings-schema';
import type { CompanyGroup } from './settings-values';
import styles from './settings-form.module.css';

/**
 * One list of companies (organizers, partners, … sponsors): name, logo (uploaded, or an image
 * URL), link, information.
 */
export function CompanyListFields({ group, title }: { group: CompanyGroup; title: string }) {
  const form = useFormContext<ContestDraft>();
  const { control, formState } = form;
  const register = drawnRegister(form);
  const { fields, append, remove } = useFieldArray({ control, name: group });
  const errors = formState.errors[group];
  return (
    <Fieldset legend={title}>
      {fields.length === 0 && <p className={styles.muted}>None yet.</p>}
      {fields.map((company, index) => (
        <div key={company.id} className={styles.company}>
          <FieldGrid>
            <Field label="Name" error={errors?.[index]?.name?.message} required>
              <Input autoComplete="off" {...register(`${group}.${index}.name`)} />
            </Field>
            <Field label="Image URL" error={errors?.[index]?.imageUrl?.message}>
              <Input type="url" autoComplete="off" {...register(`${group}.${index}.imageUrl`)} />
            </Field>
            <PictureInput control={control} name={`${group}.${index}.logo`} label="Logo" hint="An uploaded logo replaces the image URL." />
            <Field label="Link" error={errors?.[index]?.companyUrl?.message}>
              <Input type="url" autoComplete="off" {...register(`${group}.${index}.companyUrl`)} />
            </Field>
            <Field label="Additional information" error={errors?.[index]?.additionalInformation?.message}>
              <Input autoComplete="off" {...register(`${group}.${index}.additionalInformation`)} />
            </Field>
          </FieldGrid>
          <Button size="sm" variant="outline" tone="red" className={`${styles.ghost} ${styles.start}`} onClick={() => remove(index)}>
            Remove
            <VisuallyHidden>
              {' '}
              {company.name || `entry ${index + 1}`} from {title}
            </VisuallyHidden>
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        tone="blue"
        className={styles.start}
        onClick={() => append({ name: '', imageUrl: '', companyUrl: '', additionalInformation: '', logo: null })}
      >
        Add<VisuallyHidden> to {title}</VisuallyHidden>
      </Button>
    </Fieldset>
  );
}
