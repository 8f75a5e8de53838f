import path from 'node:path';
import { ConfigError, loadEnvFiles, readApiConfig, type ApiConfig } from '@seedline/shared';

export { ConfigError };

/** Everything the API reads from the environment (one schema with the worker's: @seedline/worker's config). */
export type AppConfig = ApiConfig & {
  /** Serve the built frontend from this folder when it exists. */
  frontendDist: string;
};

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): AppConfig {
  return { ...readApiConfig(env, cwd), frontendDist: path.resolve(__dirname, '../../../frontend/dist') };
}

/**
 * For the entry points (the API, migrate, rebuild): reads the .env files (the environment wins),
 * then the configuration; invalid configuration ends the process with a message naming the variable.
 */
export function loadConfigOrExit(): AppConfig {
  try {
    loadEnvFiles();
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(1);
  }
}
