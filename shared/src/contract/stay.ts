import {
  allocateRoomInputSchema,
  countryIdParamsSchema,
  delegationStaySchema,
  guidedStaySchema,
  healthDetailsInputSchema,
  hotelIdParamsSchema,
  hotelsInputSchema,
  hotelsSchema,
  idParamsSchema,
  kitchenSchema,
  publishRoomsInputSchema,
  renameRoomInputSchema,
  roomsSchema,
  stayDetailsInputSchema,
  stayPersonSchema,
  transfersQuerySchema,
  transfersSchema,
} from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN, GUIDES, REGISTRATION, own } from './policy.js';

const CSV = 'text/csv; charset=utf-8';

/**
 * Travel and stay (issue 37): the airport transfers manifest, the kitchen's list, hotels and the
 * room allocation, and each delegation person's room request, emergency contact and (with an
 * explicit consent, GDPR art. 9) diet and health notes (docs/api-rules.md, Travel and stay).
 */
export const STAY_CALLS = calls({
  readTransfers: {
    method: 'GET',
    path: '/api/Transfer',
    summary:
      "The airport transfers of the current edition's delegations, computed in one SQL query: per day and arrival (or departure) location, people in time slots (slotMinutes, 30 by default) with each slot's count, flights and teams (names and the leader's phone; a guide's own teams marked), and whose travel is incomplete.",
    tag: 'Transfer',
    query: transfersQuerySchema,
    response: transfersSchema,
    policy: { access: GUIDES },
  },
  downloadTransfers: {
    method: 'GET',
    path: '/api/Transfer/csv',
    summary: 'The transfers manifest as CSV, one row a person: day, location, slot, flight, team, country, name, role, leader phone.',
    tag: 'Transfer',
    query: transfersQuerySchema,
    produces: CSV,
    policy: { access: GUIDES },
  },
  readKitchen: {
    method: 'GET',
    path: '/api/Kitchen',
    summary:
      'Per day of stay the count of each diet (with consent given; else unanswered), and everyone with an allergy or a diet, for the kitchen.',
    tag: 'Stay',
    response: kitchenSchema,
    policy: { access: ADMIN },
  },
  readHotels: {
    method: 'GET',
    path: '/api/Hotel',
    summary: "The current edition's hotels with their room types (capacity, how many rooms, beds taken).",
    tag: 'Room',
    response: hotelsSchema,
    policy: { access: ADMIN },
  },
  saveHotels: {
    method: 'PUT',
    path: '/api/Hotel',
    summary:
      'Saves the whole hotel list (If-Match: its version): rooms are added or removed to match each type’s count; 409 when that would remove a room with occupants.',
    tag: 'Room',
    body: hotelsInputSchema,
    response: hotelsSchema,
    policy: { access: ADMIN },
  },
  readRooms: {
    method: 'GET',
    path: '/api/Room',
    summary:
      'Every hotel’s rooms with their occupants and each person’s request, the delegation people without a room, and whether the allocation is published.',
    tag: 'Room',
    response: roomsSchema,
    policy: { access: ADMIN },
  },
  suggestRooms: {
    method: 'POST',
    path: '/api/Room/suggest',
    summary:
      'Places everyone without a room, team by team, honouring requests where it can and never putting a contestant with an adult or with another country’s contestant; those it cannot place stay unallocated.',
    tag: 'Room',
    response: roomsSchema,
    policy: { access: ADMIN },
  },
  allocateRoom: {
    method: 'PUT',
    path: '/api/Room/person/:id',
    summary:
      'Puts a delegation person in a room (roomId null: out of theirs). 409 when the room is full, or when it would mix a contestant with an adult or with another country’s contestant and confirmMix is not set.',
    tag: 'Room',
    params: idParamsSchema,
    body: allocateRoomInputSchema,
    response: roomsSchema,
    policy: { access: ADMIN },
  },
  renameRoom: {
    method: 'PUT',
    path: '/api/Room/:id',
    summary: 'Gives a room the number on its door.',
    tag: 'Room',
    params: idParamsSchema,
    body: renameRoomInputSchema,
    response: roomsSchema,
    policy: { access: ADMIN },
  },
  publishRooms: {
    method: 'PUT',
    path: '/api/Room/published',
    summary: 'Publishes the allocation to registrators and guides (published true), or takes it back.',
    tag: 'Room',
    body: publishRoomsInputSchema,
    response: roomsSchema,
    policy: { access: ADMIN },
  },
  downloadRoomingList: {
    method: 'GET',
    path: '/api/Room/hotel/:hotelId/csv',
    summary: "A hotel's rooming list as CSV: room, type, occupant, role, country, team, diet mark.",
    tag: 'Room',
    params: hotelIdParamsSchema,
    produces: CSV,
    policy: { access: ADMIN },
  },
  readDelegationStay: {
    method: 'GET',
    path: '/api/Stay/country/:countryId',
    summary:
      "A country's delegation with each person's room request, emergency contact, diet and health notes (with consent) and, once published, their room.",
    tag: 'Stay',
    params: countryIdParamsSchema,
    response: delegationStaySchema,
    policy: { access: REGISTRATION, ...own('country', 'params.countryId') },
  },
  saveStayDetails: {
    method: 'PUT',
    path: '/api/Stay/person/:id',
    summary: "Saves a delegation person's room request and emergency contact (If-Match: their version).",
    tag: 'Stay',
    params: idParamsSchema,
    body: stayDetailsInputSchema,
    response: stayPersonSchema,
    policy: { access: REGISTRATION, ...own('person', 'params.id'), window: 'edit' },
  },
  saveHealthDetails: {
    method: 'PUT',
    path: '/api/Stay/person/:id/health',
    summary:
      "Records the explicit consent (who, when) and saves a delegation person's diet, allergies and medical notes (If-Match: the health's version).",
    tag: 'Stay',
    params: idParamsSchema,
    body: healthDetailsInputSchema,
    response: stayPersonSchema,
    policy: { access: REGISTRATION, ...own('person', 'params.id'), window: 'edit' },
  },
  withdrawHealthConsent: {
    method: 'DELETE',
    path: '/api/Stay/person/:id/health',
    summary: "Withdraws the consent: the person's diet, allergies and medical notes are deleted. Open at any time.",
    tag: 'Stay',
    params: idParamsSchema,
    response: stayPersonSchema,
    policy: { access: REGISTRATION, ...own('person', 'params.id') },
  },
  readGuidedStay: {
    method: 'GET',
    path: '/api/Stay/guide',
    summary:
      "The guide's teams (an Administrator: every team) with each person's emergency contact, diet and health notes, and, once published, their room.",
    tag: 'Stay',
    response: guidedStaySchema,
    policy: { access: GUIDES },
  },
});
