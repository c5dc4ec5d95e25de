import { useDeferredValue, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, FormField, Stack, Text, Textarea } from '@olympiad/shared/ui';
import { sanitizeForPreview } from './sanitize-preview';
import type { ContestDraft } from './settings-schema';

/** An HTML field, the page's full width, with a live preview under it of what the server will store after sanitising it. */
export function RichTextField({ name, label }: { name: 'rules' | 'environmentDescription'; label: string }) {
  const { register, control } = useFormContext<ContestDraft>();
  const html = useDeferredValue(useWatch({ control, name }) ?? '');
  const previewId = useId();
  return (
    <Stack gap="4">
      <FormField label={`${label} (HTML)`}>
        <Textarea rows={16} width="full" fontFamily="mono" fontSize="sm" {...register(name)} />
      </FormField>
      <Stack gap="1">
        <Text id={previewId} fontWeight="medium">Preview of {label.toLowerCase()}, as visitors will see it</Text>
        <Box
          role="region"
          aria-labelledby={previewId}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          maxH="80"
          overflow="auto"
          tabIndex={0}
          css={{ '& h1, & h2, & h3': { fontWeight: 'bold', mt: '2' }, '& ul, & ol': { ps: '6' }, '& a': { color: 'blue.700', textDecoration: 'underline' } }}
          // Sanitised just above with the server's allowlist.
          dangerouslySetInnerHTML={{ __html: sanitizeForPreview(html) }}
        />
      </Stack>
    </Stack>
  );
}
