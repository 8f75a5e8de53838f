// What a log line must never carry, wherever it sits in the object logged: a password, and the
// Authorization and Cookie headers. Checked on the object itself and one level down (`req.headers`,
// `err.headers`, `dto.password`), the places a whole request, error or body lands when logged by mistake.
// A pass over the line's own keys; nothing is copied unless something is censored.

export const REDACTED = '[redacted]';
const SECRET_HEADERS = ['authorization', 'cookie'] as const;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same kind of object with the same own properties (an Error stays an Error, with its stack). */
function copyOf(value: Fields): Fields {
  return Object.defineProperties(Object.create(Object.getPrototypeOf(value)), Object.getOwnPropertyDescriptors(value));
}

function withoutSecretHeaders(headers: unknown): unknown {
  if (!isObject(headers) || !SECRET_HEADERS.some((name) => name in headers)) return headers;
  const copy = copyOf(headers);
  for (const name of SECRET_HEADERS) if (name in copy) copy[name] = REDACTED;
  return copy;
}

/** An object one level down: its password and its secret headers censored. */
function withoutNestedSecrets(value: unknown): unknown {
  if (!isObject(value)) return value;
  const hasPassword = 'password' in value;
  const headers = 'headers' in value ? withoutSecretHeaders(value.headers) : undefined;
  if (!hasPassword && headers === value.headers) return value;
  const copy = copyOf(value);
  if (hasPassword) copy.password = REDACTED;
  if ('headers' in value) copy.headers = headers;
  return copy;
}

/** The fields of a log line with every secret censored; the same object when it holds none. */
export function withoutSecrets(fields: Fields): Fields {
  let copy: Fields | null = null;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    const censored =
      key === 'password' ? REDACTED : key === 'headers' ? withoutSecretHeaders(value) : withoutNestedSecrets(value);
    if (censored !== value) {
      copy ??= { ...fields };
      copy[key] = censored;
    }
  }
  return copy ?? fields;
}
