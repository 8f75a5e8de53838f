import { logTransport } from './log-output';

describe('logTransport', () => {
  it('pretty-prints in colour for a terminal', () => {
    expect(logTransport(true)).toMatchObject({ target: 'pino-pretty', options: { colorize: true } });
  });

  it('keeps JSON lines when stdout is a pipe, a file or unknown', () => {
    expect(logTransport(false)).toBeUndefined();
    expect(logTransport(undefined)).toBeUndefined();
  });

  it('names a transport that resolves from this workspace', () => {
    expect(() => require.resolve(logTransport(true)!.target!)).not.toThrow();
  });
});
