import type { Server } from 'node:http';
import type { Logger } from './logger';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/**
 * Stops accepting connections and resolves once every in-flight request has been answered
 * (true), or after graceMs with the remaining connections cut (false). Keep-alive connections
 * are closed as soon as they are idle, so a keep-alive client cannot hold the server open.
 */
export function drainHttpServer(server: Server, graceMs = DEFAULT_SHUTDOWN_GRACE_MS): Promise<boolean> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(true);
    let settled = false;
    const settle = (clean: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve(clean);
    };
    const sweeper = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      settle(false);
    }, graceMs);
    server.close(() => settle(true));
    server.closeIdleConnections();
  });
}

export type ShutdownTarget = {
  server: Server;
  /** Marks the process not ready (/readyz 503) as soon as the signal arrives. */
  startDraining(): void;
  /** Closes the app and its database once no request is in flight. */
  close(): Promise<void>;
};

/**
 * SIGTERM/SIGINT: 1. not ready, 2. stop accepting and let in-flight requests finish,
 * 3. close the app (module hooks, queue clients) and the database, 4. exit 0 (1 when the grace
 * period ran out or closing failed). A second signal does not interrupt the first.
 */
export function installGracefulShutdown(
  target: ShutdownTarget,
  logger: Logger,
  graceMs = DEFAULT_SHUTDOWN_GRACE_MS,
): () => Promise<number> {
  let stopping: Promise<number> | null = null;
  const shutdown = (signal: string): Promise<number> => {
    stopping ??= (async () => {
      logger.info({ signal }, 'shutting down: finishing in-flight requests, accepting no new ones');
      target.startDraining();
      // Closing must not hang forever either.
      const hardStop = setTimeout(() => {
        logger.error('shutdown timed out; exiting');
        process.exit(1);
      }, graceMs + 10_000);
      hardStop.unref();
      const clean = await drainHttpServer(target.server, graceMs);
      if (!clean) logger.warn({ graceMs }, 'requests still running at the end of the grace period were cut');
      try {
        await target.close();
      } catch (error) {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'closing the app failed');
        return 1;
      }
      logger.info('stopped');
      return clean ? 0 : 1;
    })();
    return stopping;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      void shutdown(signal).then((code) => process.exit(code));
    });
  }
  return () => shutdown('manual');
}
