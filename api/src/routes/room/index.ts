import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { attachment, fileNamePart } from '../../lib/attachment.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { readAllocation, roomsOf } from '../../rooms/room-allocation.js';
import type { CallHandlers } from '../calls.js';
import { currentContest } from '../letter/current-contest.js';
import { allocateRoom } from './allocate-room.js';
import { readHotels, saveHotels } from './hotels.js';
import { placeSuggested } from './place-suggested.js';
import { publishRooms } from './publish-rooms.js';
import { renameRoom } from './rename-room.js';
import { roomingList } from './rooming-list.js';

/** Hotels and the room allocation of the current edition (docs/api-rules.md, Travel and stay: hotels and rooms). */
export const roomHandlers = (
  app: FastifyInstance,
): CallHandlers<
  'readHotels' | 'saveHotels' | 'readRooms' | 'suggestRooms' | 'allocateRoom' | 'renameRoom' | 'publishRooms' | 'downloadRoomingList'
> => {
  const contestId = async () => (await currentContest(app)).id;
  /** The organiser as the Rooms screen names them: their name, else their e-mail. */
  const organiserOf = async (request: FastifyRequest) => {
    const user = request.user!;
    const [stored] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    return stored?.name || user.email;
  };

  return {
    readHotels: async (_request, reply) => withVersionTag(reply, await readHotels(app.db, await contestId())),

    saveHotels: async (request, reply) =>
      withVersionTag(reply, await saveHotels(app.db, await contestId(), request.body, ifMatch(request))),

    readRooms: async () => roomsOf(await readAllocation(app.db, await contestId())),

    suggestRooms: async () => placeSuggested(app.db, await contestId()),

    allocateRoom: async (request) => allocateRoom(app.db, await contestId(), request.params.id, request.body, await organiserOf(request)),

    renameRoom: async (request) => renameRoom(app.db, await contestId(), request.params.id, request.body.number),

    publishRooms: async (request) => publishRooms(app.db, await contestId(), request.body.published, await organiserOf(request)),

    downloadRoomingList: async (request, reply) => {
      const { hotelName, csv } = await roomingList(app.db, await contestId(), request.params.hotelId);
      const fileName = `rooming-list-${fileNamePart(hotelName)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName, 'rooming-list.csv'))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  };
};
