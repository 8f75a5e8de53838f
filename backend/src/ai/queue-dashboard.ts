import type * as BullBoardApi from '@bull-board/api';
import type * as BullBoardBullMq from '@bull-board/api/bullMQAdapter';
import type * as BullBoardExpress from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminOf } from '../http/request-identity';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Where the dashboard's way back leads: the admin's own dashboard. */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const BACK_LINK_TEXT = 'Back to the Seedline admin';

/** Without a queue (jobs run in-process) the admin's own jobs page lists them: the dashboard sends there. */
export const IN_APP_JOBS_PATH = '/admin/jobs';

/** An admin session passes; a browser page request goes to the login screen; anything else is 401 JSON. */
export function adminOnly(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (adminOf(req)) return next();
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') return res.redirect(302, '/admin/login');
    res.status(401).json({ statusCode: 401, message: 'Authentication required' });
  };
}

/** Fields of a job's data or result shown as they are: they name things, never say what a respondent said. */
const SHOWN_AS_IS = /^(?:requestId|surveyId|responseId|language|provider|droppedQuotes)$/;

/**
 * What the dashboard shows of a job's data or result: its metadata only. Lists show as their length,
 * texts as their length, numbers and booleans as they are, so no answer or quote ever reaches the page.
 */
export function jobMetadata(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return `${value.length} item(s)`;
  if (typeof value !== 'object') return typeof value === 'string' ? `${value.length} character(s)` : value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      SHOWN_AS_IS.test(key) && typeof v === 'string'
        ? v
        : typeof v === 'object' && v !== null && !Array.isArray(v)
          ? `{${Object.keys(v).length} field(s)}`
          : jobMetadata(v),
    ]),
  );
}

/**
 * bull-board on the `ai` queue; without a queue (in-process jobs) a redirect to the admin's jobs page.
 * bull-board (its API, Express adapter and UI's server) is loaded only when there is a queue to show.
 */
export function queueDashboard(queue: Queue | null): RequestHandler {
  if (!queue) {
    return (_req: Request, res: Response) => {
      res.redirect(302, IN_APP_JOBS_PATH);
    };
  }
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded here, not imported: see above */
  const { createBullBoard } = require('@bull-board/api') as typeof BullBoardApi;
  const { BullMQAdapter } = require('@bull-board/api/bullMQAdapter') as typeof BullBoardBullMq;
  const { ExpressAdapter } = require('@bull-board/express') as typeof BullBoardExpress;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  // Read-only (no adding or editing jobs), and jobs' data and results shown as metadata only.
  const adapter = new BullMQAdapter(queue, { readOnlyMode: true });
  adapter.setFormatter('data', jobMetadata);
  adapter.setFormatter('returnValue', jobMetadata);
  createBullBoard({
    queues: [adapter],
    serverAdapter,
    // The way back: bull-board's own header link to the admin dashboard.
    options: {
      uiConfig: {
        boardTitle: 'Seedline AI queue',
        miscLinks: [{ text: BACK_LINK_TEXT, url: ADMIN_DASHBOARD_PATH }],
      },
    },
  });
  return serverAdapter.getRouter() as RequestHandler;
}
