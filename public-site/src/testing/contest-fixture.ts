import type { Company } from '@olympiad/shared/schemas';
import { urlOfCall } from '@olympiad/shared';

export const CONTEST_REQUEST = `GET ${urlOfCall('readContest', { query: { year: 2025 } })}`;

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
