import { CONTRACT, pathOf } from '@olympiad/shared/contract';

/** Where a stored image is served (readPicture), or null without one. */
export const pictureUrl = (id: string | null) => (id ? pathOf(CONTRACT.readPicture.path, { id }) : null);
