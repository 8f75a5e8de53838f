import { NotFoundException } from '@nestjs/common';
import { ConflictError, UnansweredRequiredError, ValidationError } from '../common/errors';
import { toProblem } from './problem';

describe('toProblem', () => {
  it('is an RFC 9457 problem with the app error hierarchy and Nest exceptions, keeping statusCode and message', () => {
    expect(toProblem(new ConflictError('This URL slug is already taken'), '/api/surveys')).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'This URL slug is already taken',
      instance: '/api/surveys',
      statusCode: 409,
      message: 'This URL slug is already taken',
    });
    expect(toProblem(new NotFoundException('Cannot GET /api/x'), '/api/x')).toMatchObject({
      title: 'Not Found',
      status: 404,
      detail: 'Cannot GET /api/x',
    });
  });

  it('lists the fields at fault of a 400 under errors', () => {
    const error = new ValidationError('from must be a date', [{ pointer: '#/from', detail: 'from must be a date' }]);
    expect(toProblem(error, '/api/surveys/1/responses')).toMatchObject({
      status: 400,
      title: 'Bad Request',
      errors: [{ pointer: '#/from', detail: 'from must be a date' }],
    });
    expect(toProblem(new ValidationError('Title is required'), '/')).not.toHaveProperty('errors');
  });

  it("carries a refusal's extension members: the required questions a 409 names", () => {
    const error = new UnansweredRequiredError('Answer Q1 first', [{ questionId: 'q1', label: 'Q1' }]);
    expect(toProblem(error, '/api/answers')).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Answer Q1 first',
      instance: '/api/answers',
      unansweredQuestions: [{ questionId: 'q1', label: 'Q1' }],
      statusCode: 409,
      message: 'Answer Q1 first',
    });
    expect(toProblem(new ConflictError('Taken'), '/')).not.toHaveProperty('unansweredQuestions');
  });

  it('maps body-parser failures to 413 and 400', () => {
    expect(toProblem(Object.assign(new Error('too big'), { type: 'entity.too.large', status: 413 }), '/').status).toBe(
      413,
    );
    expect(toProblem(Object.assign(new Error('bad'), { type: 'entity.parse.failed', status: 400 }), '/')).toMatchObject(
      {
        status: 400,
        detail: 'Malformed JSON in request body',
      },
    );
  });

  it('answers 503 when the database is down, unreachable or frozen', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ]) {
      expect(toProblem(error, '/').status).toBe(503);
    }
  });

  it('hides anything unexpected behind a plain 500', () => {
    expect(toProblem(new Error('secret internals at /srv/app.js:12'), '/api/x')).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Internal server error',
      instance: '/api/x',
      statusCode: 500,
      message: 'Internal server error',
    });
  });
});
