import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';

// Foundation of issue 37: the helper building this feature replaces these handlers.
const unbuilt = () => {
  throw new Error('Not built yet');
};

export const stayHandlers = (
  _app: FastifyInstance,
): CallHandlers<
  'readDelegationStay' | 'saveStayDetails' | 'saveHealthDetails' | 'withdrawHealthConsent' | 'readGuidedStay' | 'readKitchen'
> => ({
  readDelegationStay: unbuilt,
  saveStayDetails: unbuilt,
  saveHealthDetails: unbuilt,
  withdrawHealthConsent: unbuilt,
  readGuidedStay: unbuilt,
  readKitchen: unbuilt,
});
