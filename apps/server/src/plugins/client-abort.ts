import type { FastifyReply } from 'fastify';

/**
 * A signal that fires when the client goes away before its answer is sent (the connection closed, the
 * download cancelled), so heavy work started for it — a file built in a worker thread — is cancelled rather
 * than finished for nobody. The response's `close` comes both when the answer ends and when the connection
 * drops; only the second aborts.
 */
export function clientAbortSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableFinished) controller.abort(new Error('The client closed the connection before the answer.'));
  };
  if (res.destroyed) onClose();
  else res.once('close', onClose);
  return controller.signal;
}
