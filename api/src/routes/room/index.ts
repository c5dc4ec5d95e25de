import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';

// Foundation of issue 37: the helper building this feature replaces these handlers.
const unbuilt = () => {
  throw new Error('Not built yet');
};

export const roomHandlers = (
  _app: FastifyInstance,
): CallHandlers<
  'readHotels' | 'saveHotels' | 'readRooms' | 'suggestRooms' | 'allocateRoom' | 'renameRoom' | 'publishRooms' | 'downloadRoomingList'
> => ({
  readHotels: unbuilt,
  saveHotels: unbuilt,
  readRooms: unbuilt,
  suggestRooms: unbuilt,
  allocateRoom: unbuilt,
  renameRoom: unbuilt,
  publishRooms: unbuilt,
  downloadRoomingList: unbuilt,
});
