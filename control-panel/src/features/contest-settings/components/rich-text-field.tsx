import { useDeferredValue, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Stack, Textarea } from '@olympiad/shared/plain-ui';
import { sanitizeForPreview } from './sanitize-preview';
import type { ContestDraft } from './settings-schema';
import styles from './settings-form.module.css';
import { drawnRegister } from '@olympiad/shared/forms';

/** An HTML field, the page's full width, with a live preview under it of what the server will store after sanitising it. */
export function RichTextField({ name, label }: { name: 'rules' | 'environmentDescription'; label: string }) {
  const form = useFormContext<ContestDraft>();
  const { control } = form;
  const register = drawnRegister(form);
  const html = useDeferredValue(useWatch({ control, name }) ?? '');
  const previewId = useId();
  return (
    <Stack gap={4}>
      <Field label={`${label} (HTML)`}>
        <Textarea rows={16} className={styles.source} {...register(name)} />
      </Field>
      <div>
        <p id={previewId} className={styles.previewTitle}>
          Preview of {label.toLowerCase()}, as visitors will see it
        </p>
        <div
          role="region"
          aria-labelledby={previewId}
          className={styles.preview}
          tabIndex={0}
          // Sanitised just above with the server's allowlist.
          dangerouslySetInnerHTML={{ __html: sanitizeForPreview(html) }}
        />
      </div>
    </Stack>
  );
}
