import type { LoggerService } from '@nestjs/common';
import { logTransport, type LogLevelName } from '@seedline/shared';
import pino, { type DestinationStream, type Logger } from 'pino';
import { withoutSecrets } from './log-secrets';
import { currentRequestId } from './request-context';

export type { Logger } from 'pino';

export type LoggerOptions = {
  level?: LogLevelName;
  /** Where the JSON lines go (tests); stdout when unset. */
  destination?: DestinationStream;
  /** Pretty, coloured lines on stdout instead of JSON (main.ts: when stdout is a terminal). */
  pretty?: boolean;
};

/** The API's structured logger: one JSON object per line on stdout (or the given stream), with the request id. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const transport = options.destination ? undefined : logTransport(options.pretty);
  return pino(
    {
      transport,
      name: 'seedline-api',
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Any line written while serving a request carries its id, wherever in the code it is written.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      // Secrets never reach a log line, even when someone logs a whole request by mistake.
      formatters: { log: withoutSecrets },
    },
    options.destination ?? (transport ? undefined : stdoutLines()),
  );
}

/**
 * Standard output, written asynchronously: a line is handed to the kernel as soon as the previous write
 * is done, and lines that arrive meanwhile go out together (one write for many under load, instead of one
 * blocking write each). What is still buffered is written synchronously when the process exits.
 */
function stdoutLines(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** A logger that drops everything (tests, and apps built without one). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

function text(message: unknown): string {
  if (message instanceof Error) return message.message;
  return typeof message === 'string' ? message : JSON.stringify(message);
}

/** Nest's start-up chatter (a line per module and per route): debug, so a start shows the banner and the URL. */
const START_UP_DETAIL = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * Nest's own log calls (start-up, the exception filter) as pino lines. Nest passes the context
 * (a class name) last, and a stack before it for errors.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace',
    message: unknown,
    params: unknown[],
  ): void {
    const strings = params.filter((p): p is string => typeof p === 'string');
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const stack = level === 'error' && strings.length > 1 ? strings[0] : undefined;
    if (level === 'info' && context !== undefined && START_UP_DETAIL.has(context)) level = 'debug';
    this.logger[level]({ context, ...(stack ? { stack } : {}) }, text(message));
  }
}
