import { Box, Button, Field, HStack, Input, Table, Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import type { ListPagerProps, ListSearchProps } from '../plain-ui/list-controls.js';
import { FormField } from './form-field.js';

/** The list's controls are for the screen: on paper the whole list is printed. */
const NOT_PRINTED = { '@media print': { display: 'none' } };

/** The search box of a long list, labelled "Search"; it narrows the list as it is typed in. */
export function ListSearch({ value, onChange, hint }: ListSearchProps) {
  return (
    <Box maxW="md" css={NOT_PRINTED}>
      <FormField label="Search">
        <Input type="search" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
        <Field.HelperText>{hint}</Field.HelperText>
      </FormField>
    </Box>
  );
}

/** Previous, "Page X of Y" and Next under a long list. */
export function ListPager({ page, pageCount, onPage, label, total }: ListPagerProps) {
  return (
    <HStack as="nav" aria-label={label} gap="3" wrap="wrap" css={NOT_PRINTED}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text aria-live="polite">
        Page {page} of {pageCount} ({total})
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}

type ScrollTableProps = ComponentProps<typeof Table.ScrollArea> & { label: string };

/**
 * A table that scrolls sideways on a phone: the scrolling box is a named region a keyboard can
 * reach (axe's scrollable-region-focusable), so its hidden columns are reachable with the arrow keys.
 */
export function ScrollTable({ label, children, ...props }: ScrollTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      role="region"
      aria-label={label}
      tabIndex={0}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
      {...props}
    >
      {children}
    </Table.ScrollArea>
  );
}
