import type * as BullBoardApi from '@bull-board/api';
import type * as BullBoardBullMq from '@bull-board/api/bullMQAdapter';
import type * as BullBoardFastify from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { adminOf } from '../http/request-identity';
import { defaultRoleFor, roleAllows } from '../http/roles';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Where the dashboard's way back leads: the admin's own dashboard. */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const BACK_LINK_TEXT = 'Back to the Seedline admin';

/** Without a queue (jobs run in-process) the admin's own jobs page lists them: the dashboard sends there. */
export const IN_APP_JOBS_PATH = '/admin/jobs';

/** How much an Accept header weighs a media type (its best matching range; none: 0, no header: 1). */
function acceptWeight(accept: string | undefined, type: string): number {
  if (accept === undefined) return 1;
  const [major] = type.split('/');
  let best = 0;
  let bestSpecificity = -1;
  for (const part of accept.split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity < 0 || specificity < bestSpecificity) continue;
    const q = params.map((p) => p.trim().split('=')).find(([k]) => k === 'q')?.[1];
    const weight = q === undefined ? 1 : Number.parseFloat(q);
    if (specificity > bestSpecificity || weight > best) best = Number.isFinite(weight) ? weight : 0;
    bestSpecificity = specificity;
  }
  return best;
}

/** Whether a request asks for HTML before JSON (a browser opening the page), as Express's accepts() would say. */
export function prefersHtml(accept: string | undefined): boolean {
  const html = acceptWeight(accept, 'text/html');
  return html > 0 && html > acceptWeight(accept, 'application/json');
}

/**
 * A member's session passes (a viewer only to look: retrying or cleaning jobs needs a consultant); a
 * browser page request goes to the login screen; anything else is 401 JSON.
 */
export function adminOnly() {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const user = adminOf(req);
    const required = defaultRoleFor(req.method);
    if (user && roleAllows(user.role, required)) return;
    if (user) {
      const message = `This needs the ${required} role; you are signed in as a ${user.role}`;
      return reply.code(403).send({ statusCode: 403, message });
    }
    if (req.method === 'GET' && prefersHtml(req.headers.accept)) return reply.redirect('/admin/login', 302);
    return reply.code(401).send({ statusCode: 401, message: 'Authentication required' });
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
 * bull-board on the `ai` queue, as a Fastify plugin to register under QUEUE_DASHBOARD_PATH; without a
 * queue (in-process jobs) a redirect to the admin's jobs page. bull-board (its API, Fastify adapter and
 * UI's server) is loaded only when there is a queue to show.
 */
export function queueDashboard(queue: Queue | null): FastifyPluginCallback {
  if (!queue) {
    return (fastify, _options, done) => {
      const toJobs = async (_req: FastifyRequest, reply: FastifyReply) => reply.redirect(IN_APP_JOBS_PATH, 302);
      fastify.all('/', toJobs);
      fastify.all('/*', toJobs);
      done();
    };
  }
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded here, not imported: see above */
  const { createBullBoard } = require('@bull-board/api') as typeof BullBoardApi;
  const { BullMQAdapter } = require('@bull-board/api/bullMQAdapter') as typeof BullBoardBullMq;
  const { FastifyAdapter } = require('@bull-board/fastify') as typeof BullBoardFastify;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const serverAdapter = new FastifyAdapter();
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
  return serverAdapter.registerPlugin();
}
