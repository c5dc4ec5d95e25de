/**
 * Checked by `tsc -b`, never run: a call's body, params and answer are typed by its contract
 * entry, so a wrong body or a wrong use of the answer does not compile.
 */
import { callApi } from '../api-client.js';
import { useApi } from '../use-api.js';

export async function typedByTheContract() {
  // @ts-expect-error a country's body has a name, not a title
  await callApi('createCountry', { body: { title: 'Chile' } });
  // @ts-expect-error a call with path params cannot go without them
  await callApi('deleteCountry');
  // @ts-expect-error a role is one of the contract's role names
  await callApi('readPeopleOfCountry', { params: { role: 'PILOT', x: 'c1' } });

  // @ts-expect-error an upload sends its file as form data, not JSON
  await callApi('importSeatings', { params: { year: 2025 }, body: { file: 'seatings.csv' } });
  const { imported } = await callApi('importSeatings', { params: { year: 2025 }, body: new FormData() });
  void imported.toFixed();

  const country = await callApi('createCountry', { body: { name: 'Chile' } });
  // @ts-expect-error a country answers its name, not a list
  country.name.map(String);
  const teams = await callApi('readCountryTeams', { params: { countryId: 'c1' } });
  // @ts-expect-error the answer is a list of teams, not one team
  void teams.countryId;
  return country.name;
}

export function ReadsTypedByTheContract() {
  // @ts-expect-error only reads (GET) may be cached by swr
  useApi('deleteCountry', { params: { id: 'x' } });
  const { data } = useApi('readCountries', {});
  // @ts-expect-error the countries answer a list
  return data?.name;
}
