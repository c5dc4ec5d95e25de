import type { Company } from '@olympiad/shared/schemas';

export const CONTEST_REQUEST = 'GET /api/Contest?year=2025';

export function company(name: string, extra: Partial<Company> = {}): Company {
  return {
    name,
    imageUrl: `https://example.org/${name.toLowerCase().replace(/\s+/g, '-')}.png`,
    companyUrl: `https://example.org/${name.toLowerCase().replace(/\s+/g, '-')}`,
    additionalInformation: null,
    ...extra,
  } as Company;
}

export { contestWith } from '@olympiad/shared/testing';
