import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminOf } from '../auth/request-identity';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Where the dashboard's way back leads: the admin's own dashboard. */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const BACK_LINK_TEXT = 'Back to the Seedline admin';

/** The page shown without a queue (jobs run in-process): what that means, and the way back. */
export const NO_QUEUE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>AI queue</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:40rem;margin:4rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px rgb(0 0 0 / 5%)}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.6;color:#334155}
a.back{display:inline-block;margin-top:1rem;background:#047857;color:#fff;text-decoration:none;font-weight:600;padding:.6rem 1rem;border-radius:.5rem}
a.back:focus-visible{outline:2px solid #047857;outline-offset:2px}code{background:#f1f5f9;padding:0 .25rem;border-radius:.25rem}
</style></head>
<body><main><div class="card"><h1>AI queue</h1>
<p>No queue: AI jobs run in-process on this server. Set <code>REDIS_URL</code> and run <code>npm run worker</code> to use the queue and its live dashboard.</p>
<a class="back" href="${ADMIN_DASHBOARD_PATH}">${BACK_LINK_TEXT}</a></div></main></body></html>`;

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

/** bull-board on the `ai` queue; without a queue (in-process jobs) a page that says so. */
export function queueDashboard(queue: Queue | null): RequestHandler {
  if (!queue) {
    return (_req: Request, res: Response) => {
      res.type('html').send(NO_QUEUE_PAGE);
    };
  }
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
