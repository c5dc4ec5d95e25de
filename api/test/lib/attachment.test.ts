import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachment, fileNamePart } from '../../src/lib/attachment.js';

describe('attachment', () => {
  it('makes a name a file name part: lower case, words joined by hyphens, letters of any script kept', () => {
    assert.equal(fileNamePart('Bosnia and Herzegovina'), 'bosnia-and-herzegovina');
    assert.equal(fileNamePart("  Côte d'Ivoire "), 'côte-d-ivoire');
    assert.equal(fileNamePart('Україна'), 'україна');
  });

  it('names an ASCII file plainly, and another as UTF-8 with an ASCII name beside it', () => {
    assert.equal(attachment('badges-2025-chile-a6.pdf', 'x.pdf'), 'attachment; filename="badges-2025-chile-a6.pdf"');
    const accented = attachment('badges-2025-türkiye-a6.pdf', 'badges-2025-country-a6.pdf');
    assert.equal(accented, `attachment; filename="badges-2025-turkiye-a6.pdf"; filename*=UTF-8''badges-2025-t%C3%BCrkiye-a6.pdf`);
    const cyrillic = attachment('badges-2025-україна-a6.pdf', 'badges-2025-country-a6.pdf');
    const [, plain, utf8] = /^attachment; filename="([^"]+)"; filename\*=UTF-8''(.+)$/.exec(cyrillic)!;
    assert.equal(plain, 'badges-2025-country-a6.pdf');
    assert.equal(decodeURIComponent(utf8!), 'badges-2025-україна-a6.pdf');
  });
});
