import { firstWord } from '@olympiad/shared';
import { chakra } from '@olympiad/shared/ui';

/**
 * The spec's first word of a location, the full name on hover and keyboard focus (its title, also
 * read as its description) and on paper, where the first word alone could be two places.
 */
export function LocationName({ name }: { name: string | null | undefined }) {
  const short = firstWord(name);
  if (!name || short === name.trim()) return <>{short}</>;
  return (
    <chakra.abbr
      title={name}
      tabIndex={0}
      position="relative"
      textDecoration="underline dotted"
      cursor="help"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
      css={{
        '&:focus::after': {
          content: 'attr(title)',
          position: 'absolute',
          insetInlineStart: 0,
          top: '100%',
          zIndex: 1,
          mt: '1',
          px: '2',
          py: '1',
          borderRadius: 'sm',
          bg: 'gray.800',
          color: 'white',
          whiteSpace: 'nowrap',
        },
        // The first word is kept in the text (what is read and copied); the paper shows the title instead.
        '@media print': {
          fontSize: 0,
          textDecoration: 'none',
          '&::after': { content: 'attr(title)', fontSize: 'sm' },
        },
      }}
    >
      {short}
    </chakra.abbr>
  );
}
