// Child processes of the bench: the API, the worker, baselines and load generators.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * @typedef {{ name: string, pid: number, child: import('node:child_process').ChildProcess, logFile: string,
 *   exited: Promise<number | null> }} Service
 */

/**
 * Starts a long-running node process with its output in a log file.
 * @param {{ name: string, args: string[], env: Record<string, string | undefined>, cwd: string, logDir: string }} options
 * @returns {Service}
 */
export function startService({ name, args, env, cwd, logDir }) {
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd, env: cleanEnv(env), stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  if (child.pid === undefined) throw new Error(`could not start ${name}`);
  return { name, pid: child.pid, child, logFile, exited };
}

/** @param {Record<string, string | undefined>} env */
function cleanEnv(env) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * Waits until the URL answers anything over HTTP, or fails with the service's log tail.
 * @param {Service} service
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHttp(service, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exitCode;
  service.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${service.name} exited (${exitCode}):\n${tail(service.logFile)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${service.name} did not answer ${url} within ${timeoutMs} ms:\n${tail(service.logFile)}`);
}

/**
 * Waits until a line matching the pattern appears in the service's log.
 * @param {Service} service
 * @param {RegExp} pattern
 * @param {number} timeoutMs
 */
export async function waitForLog(service, pattern, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pattern.test(fs.readFileSync(service.logFile, 'utf8'))) return;
    if (service.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${service.name} never logged ${pattern}:\n${tail(service.logFile)}`);
}

/** @param {string} file */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Peak resident set size of a live process in MB (VmHWM), or null when it is gone.
 * @param {number} pid
 */
export function peakRssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Stops a service by its pid: the signal first, SIGKILL after the grace period.
 * @param {Service} service
 * @param {NodeJS.Signals} signal
 */
export async function stopService(service, signal = 'SIGTERM', graceMs = 10_000) {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill(signal);
  const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs);
  await service.exited;
  clearTimeout(timer);
}

/**
 * Runs a node script to completion; its last stdout line is its JSON result.
 * @param {string} script
 * @param {unknown} input passed as a JSON file path argument
 * @param {{ cwd: string, tmpDir: string, timeoutMs: number, env?: Record<string, string | undefined>, nodeFlags?: string[] }} options
 * @returns {Promise<any>}
 */
export function runJsonChild(script, input, { cwd, tmpDir, timeoutMs, env = process.env, nodeFlags = [] }) {
  const inputFile = path.join(
    tmpDir,
    `${path.basename(script, '.mjs')}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`,
  );
  fs.writeFileSync(inputFile, JSON.stringify(input));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, script, inputFile], {
      cwd,
      env: cleanEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      fs.rmSync(inputFile, { force: true });
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0) {
        reject(
          new Error(
            `${path.basename(script)} failed (${signal ?? code}):\n${stderr.trim().split('\n').slice(-20).join('\n')}`,
          ),
        );
        return;
      }
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(
          new Error(`${path.basename(script)} printed no JSON result:\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`),
        );
      }
    });
  });
}
