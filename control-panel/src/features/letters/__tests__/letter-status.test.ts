import type { LetterSummary } from '@olympiad/shared/schemas';
import { uuid } from '../../../testing/fixtures';
import { canDownload, canRevoke, describeLetterStatus, STATUS_CHOICES } from '../letter-status';

const ZONE = 'Europe/Sofia';

const letter = (overrides: Partial<LetterSummary>): LetterSummary => ({
  id: uuid(1),
  personId: uuid(2),
  personName: 'Zoë Núñez',
  passportName: 'ZOE NUNEZ',
  countryId: uuid(3),
  country: 'Chile',
  status: 'valid',
  generatedAt: '2025-06-10T09:00:00.000Z',
  generatedBy: 'Rita Registrator',
  outdatedAt: null,
  revokedAt: null,
  revokedBy: null,
  ...overrides,
});

describe('describeLetterStatus', () => {
  it('names a valid and an outdated letter', () => {
    expect(describeLetterStatus(letter({}), ZONE)).toBe('Valid');
    expect(describeLetterStatus(letter({ status: 'outdated', outdatedAt: '2025-06-11T09:00:00.000Z' }), ZONE)).toBe('Outdated');
  });

  it('says when (at the venue) and by whom a letter was revoked, or that its person was removed', () => {
    const revoked = letter({ status: 'revoked', revokedAt: '2025-06-12T11:30:00.000Z', revokedBy: 'Ann Admin' });
    expect(describeLetterStatus(revoked, ZONE)).toBe('Revoked 06/12/2025 14:30 by Ann Admin');
    expect(describeLetterStatus(letter({ status: 'revoked', personId: null }), ZONE)).toBe('Revoked: the person was removed');
  });
});

describe('the actions of a letter', () => {
  it('offers Revoke until it is revoked, and a download while its person is registered', () => {
    expect(canRevoke(letter({}))).toBe(true);
    expect(canRevoke(letter({ status: 'outdated' }))).toBe(true);
    expect(canRevoke(letter({ status: 'revoked' }))).toBe(false);
    expect(canDownload(letter({ status: 'revoked' }))).toBe(true);
    expect(canDownload(letter({ status: 'revoked', personId: null }))).toBe(false);
  });
});

describe('STATUS_CHOICES', () => {
  it('offers every status by its words', () => {
    expect(STATUS_CHOICES).toEqual([
      { value: 'valid', label: 'Valid' },
      { value: 'outdated', label: 'Outdated' },
      { value: 'revoked', label: 'Revoked' },
    ]);
  });
});
