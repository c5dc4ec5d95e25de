import type { Tx } from '../client.js';
import { healthDetails, roomOccupants, stayDetails } from '../schema.js';

export interface StayErased {
  stayDetails: number;
  healthDetails: number;
  roomAllocations: number;
}

/**
 * Deletes every person's room request and emergency contact, their diet and health notes (GDPR
 * art. 9: they go with the edition, consent or not) and who slept in which room. The hotels, their
 * room types and rooms stay: they are the organisers', not a person's.
 */
export async function eraseStay(tx: Tx): Promise<StayErased> {
  const stay = await tx.delete(stayDetails).returning({ id: stayDetails.id });
  const health = await tx.delete(healthDetails).returning({ id: healthDetails.id });
  const allocations = await tx.delete(roomOccupants).returning({ personId: roomOccupants.personId });
  return { stayDetails: stay.length, healthDetails: health.length, roomAllocations: allocations.length };
}
