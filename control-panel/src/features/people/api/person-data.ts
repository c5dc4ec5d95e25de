import { API } from '@olympiad/shared';
import { saveDownload } from '../../../components/save-download';

/** Everything the edition holds about one person, as the JSON file the server names (person-<name>.json); answers that name. */
export const downloadPersonData = (personId: string): Promise<string> => saveDownload(API.personData(personId), 'person-data.json');
