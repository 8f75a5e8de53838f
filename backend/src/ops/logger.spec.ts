import { captureJsonLines } from '@seedline/worker/testing';
import { createLogger, PinoNestLogger } from './logger';
import { runWithRequestContext } from './request-context';

describe('the structured logger', () => {
  it('writes one JSON object per line with level, time, name and message', () => {
    const { lines, destination } = captureJsonLines();
    createLogger({ destination }).info({ requestId: 'r1' }, 'hello');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, name: 'seedline-api', requestId: 'r1', msg: 'hello' });
    expect(new Date(lines[0].time as string).toISOString()).toBe(lines[0].time);
  });

  it('never writes passwords, cookies or authorization headers', () => {
    const { lines, destination } = captureJsonLines();
    createLogger({ destination }).info(
      { password: 'hunter2', req: { headers: { cookie: 's=1', authorization: 'Bearer x' } } },
      'oops',
    );
    const line = JSON.stringify(lines[0]);
    expect(line).not.toMatch(/hunter2|s=1|Bearer x/);
  });

  it('adds the id of the request being served to every line written meanwhile', async () => {
    const { lines, destination } = captureJsonLines();
    const logger = createLogger({ destination });
    await runWithRequestContext({ requestId: 'req-42' }, async () => {
      await Promise.resolve();
      logger.warn({ job: 'chat-followup' }, 'ai job did not complete');
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ requestId: 'req-42', job: 'chat-followup' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('respects the level', () => {
    const { lines, destination } = captureJsonLines();
    const logger = createLogger({ level: 'warn', destination });
    logger.info('quiet');
    logger.warn('loud');
    expect(lines.map((l) => l.msg)).toEqual(['loud']);
  });
});

describe('PinoNestLogger', () => {
  it('turns Nest log calls into pino lines with their context and stack', () => {
    const { lines, destination } = captureJsonLines();
    const nest = new PinoNestLogger(createLogger({ level: 'trace', destination }));
    nest.log('Nest application successfully started', 'NestApplication');
    nest.error('boom', 'Error: boom\n    at x', 'HTTP');
    nest.warn('careful');
    expect(lines[0]).toMatchObject({
      level: 30,
      context: 'NestApplication',
      msg: 'Nest application successfully started',
    });
    expect(lines[1]).toMatchObject({ level: 50, context: 'HTTP', stack: 'Error: boom\n    at x', msg: 'boom' });
    expect(lines[2]).toMatchObject({ level: 40, msg: 'careful' });
  });

  it('writes the start-up lines per module and per route at debug, so an info log shows none of them', () => {
    const { lines, destination } = captureJsonLines();
    const nest = new PinoNestLogger(createLogger({ level: 'debug', destination }));
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('SurveysController {/api/surveys}:', 'RoutesResolver');
    nest.log('Mapped {/api/surveys, GET} route', 'RouterExplorer');
    expect(lines.map((line) => line.level)).toEqual([20, 20, 20]);

    const quiet = captureJsonLines();
    new PinoNestLogger(createLogger({ level: 'info', destination: quiet.destination })).log(
      'Mapped {/api/surveys, GET} route',
      'RouterExplorer',
    );
    expect(quiet.lines).toEqual([]);
  });
});
