import { initialsOf } from '../initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  maria  de la Cruz ')).toBe('MD');
    expect(initialsOf('łukasz nowak')).toBe('ŁN');
    expect(initialsOf('Ōno')).toBe('Ō');
  });

  it('keeps a letter with its combining accent whole', () => {
    expect(initialsOf('e\u0301mile zola')).toBe('E\u0301Z');
  });

  it('skips words that do not start with a letter', () => {
    expect(initialsOf('Zoë ❤️ (ok)')).toBe('Z');
    expect(initialsOf('')).toBe('');
  });

  it('keeps the letters of a joining script apart', () => {
    expect(initialsOf('محمد بن سلمان')).toBe('م\u200cب');
  });

  it('counts by code point where the browser cannot split graphemes', () => {
    const { Segmenter } = Intl;
    try {
      Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true });
      expect(initialsOf('Ōno łukasz')).toBe('ŌŁ');
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: Segmenter, configurable: true });
    }
  });
});
