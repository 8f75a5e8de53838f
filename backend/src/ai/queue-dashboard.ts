import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminOf } from '../auth/request-identity';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** An admin session passes; a browser page request goes to the login screen; anything else is 401 JSON. */
export function adminOnly(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (adminOf(req)) return next();
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') return res.redirect(302, '/admin/login');
    res.status(401).json({ statusCode: 401, message: 'Authentication required' });
  };
}

/** bull-board on the `ai` queue; without a queue (in-process jobs) a page that says so. */
export function queueDashboard(queue: Queue | null): RequestHandler {
  if (!queue) {
    return (_req: Request, res: Response) => {
      res
        .type('html')
        .send(
          '<!doctype html><title>AI queue</title><p>No queue: AI jobs run in-process. Set REDIS_URL and run <code>npm run worker</code> to use the queue and this dashboard.</p>',
        );
    };
  }
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(queue)],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Seedline AI queue' } },
  });
  return serverAdapter.getRouter() as RequestHandler;
}
