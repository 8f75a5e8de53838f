import type { TransportSingleOptions } from 'pino';

/**
 * How a process writes its logs: pretty, coloured lines (pino-pretty) for a person at a terminal,
 * one JSON object per line for everything else (containers, files, log collectors, tests).
 */
export function logTransport(stdoutIsTTY: boolean | undefined): TransportSingleOptions | undefined {
  if (!stdoutIsTTY) return undefined;
  return {
    target: 'pino-pretty',
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
  };
}
