import { NotFoundException } from '@nestjs/common';
import { ConflictError } from '../common/errors';
import { toErrorBody } from './error-body';

describe('toErrorBody', () => {
  it('keeps the status and message of the app error hierarchy and of Nest exceptions', () => {
    expect(toErrorBody(new ConflictError('This URL slug is already taken'))).toEqual({
      statusCode: 409,
      message: 'This URL slug is already taken',
    });
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/x',
    });
  });

  it('maps body-parser failures to 413 and 400', () => {
    expect(toErrorBody(Object.assign(new Error('too big'), { type: 'entity.too.large', status: 413 })).statusCode).toBe(
      413,
    );
    expect(toErrorBody(Object.assign(new Error('bad'), { type: 'entity.parse.failed', status: 400 }))).toEqual({
      statusCode: 400,
      message: 'Malformed JSON in request body',
    });
  });

  it('answers 503 when the database is down, unreachable or frozen', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ]) {
      expect(toErrorBody(error).statusCode).toBe(503);
    }
  });

  it('hides anything unexpected behind a plain 500', () => {
    expect(toErrorBody(new Error('secret internals at /srv/app.js:12'))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
    });
  });
});
