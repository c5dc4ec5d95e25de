import { idParamsSchema, messagePageSchema, messageQuerySchema, messageSchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN } from './policy.js';

const TAG = 'Messages';

/** The e-mail the product sends (invitations, password resets, reminders, notices), as the organisers follow it. */
export const MESSAGE_CALLS = calls({
  readMessages: {
    method: 'GET',
    path: '/api/Message',
    summary:
      'Every e-mail queued, newest first, 50 a page: to whom, its subject, when it was queued and sent, its status (queued, sent, failed), its attempts and last error.',
    tag: TAG,
    query: messageQuerySchema,
    response: messagePageSchema,
    policy: { access: ADMIN },
  },
  readMessage: {
    method: 'GET',
    path: '/api/Message/:id',
    summary: 'One e-mail whole: its plain text and HTML as they are (or were) sent.',
    tag: TAG,
    params: idParamsSchema,
    response: messageSchema,
    policy: { access: ADMIN },
  },
  retryMessage: {
    method: 'POST',
    path: '/api/Message/:id/retry',
    summary: 'Queues a failed e-mail again, to be tried at once; 409 for one that is not failed.',
    tag: TAG,
    params: idParamsSchema,
    response: messageSchema,
    policy: { access: ADMIN },
  },
});
