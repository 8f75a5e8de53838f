import { STATUS_CODES } from 'node:http';

/** The whole RFC 9457 body the API answers for a status and detail at a path (no field problems). */
export function problemOf(status: number, detail: string, instance: string) {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status],
    status,
    detail,
    instance,
    statusCode: status,
    message: detail,
  };
}
