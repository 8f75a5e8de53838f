// Crypto-shredding, the pure part: personal fields of an event's data are encrypted with the stream's
// data key (AES-256-GCM, a random 96-bit IV per field, the stream id as additional authenticated data),
// and the data key is wrapped with the key-encryption key from configuration. Deleting a stream's data
// key leaves its events readable, but their personal fields only decode to REDACTED.

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Per event type, the names of the fields of its data that are personal or free text. */
export type PersonalFields = Readonly<Record<string, readonly string[]>>;

/** An encrypted field as stored in the event's data: `{ "enc": base64(iv | ciphertext | tag) }`. */
export type EncryptedField = { enc: string };

/** What a personal field reads as once its stream's key was deleted (the stream was erased). */
export const REDACTED = '[erased]';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function generateDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

function assertKey(key: Buffer, what: string): void {
  if (key.length !== KEY_BYTES) throw new Error(`${what} must be ${KEY_BYTES} bytes`);
}

function seal(key: Buffer, aad: string, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function open(key: Buffer, aad: string, sealed: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted value is truncated');
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** The data key encrypted with the key-encryption key, bound to its stream. */
export function wrapKey(kek: Buffer, dataKey: Buffer, streamId: string): Buffer {
  assertKey(kek, 'The key-encryption key');
  assertKey(dataKey, 'A data key');
  return seal(kek, `data-key:${streamId}`, dataKey);
}

/** The data key back; throws when the key-encryption key or the stream id is not the one it was wrapped with. */
export function unwrapKey(kek: Buffer, wrapped: Buffer, streamId: string): Buffer {
  assertKey(kek, 'The key-encryption key');
  return open(kek, `data-key:${streamId}`, wrapped);
}

export function isEncryptedField(value: unknown): value is EncryptedField {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { enc?: unknown }).enc === 'string'
  );
}

export function encryptField(dataKey: Buffer, streamId: string, value: string): EncryptedField {
  return { enc: seal(dataKey, streamId, Buffer.from(value, 'utf8')).toString('base64') };
}

export function decryptField(dataKey: Buffer, streamId: string, field: EncryptedField): string {
  return open(dataKey, streamId, Buffer.from(field.enc, 'base64')).toString('utf8');
}

/** Whether the event type has personal fields holding text (null and absent fields stay as they are). */
export function hasPersonalText(fields: PersonalFields, type: string, data: object): boolean {
  const names = fields[type];
  if (!names) return false;
  const record = data as Record<string, unknown>;
  return names.some((name) => typeof record[name] === 'string');
}

/** Whether any personal field of the data is encrypted (an event written before encryption has none). */
export function hasEncryptedFields(fields: PersonalFields, type: string, data: object): boolean {
  const names = fields[type];
  if (!names) return false;
  const record = data as Record<string, unknown>;
  return names.some((name) => isEncryptedField(record[name]));
}

/** The data with each personal text field encrypted; other fields (and null ones) are kept as they are. */
export function encryptData<T extends object>(
  fields: PersonalFields,
  type: string,
  data: T,
  dataKey: Buffer,
  streamId: string,
): T {
  const names = fields[type];
  if (!names) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const name of names) {
    const value = out[name];
    if (typeof value === 'string') out[name] = encryptField(dataKey, streamId, value);
  }
  return out as T;
}

/**
 * The data with each encrypted field decrypted, or REDACTED when the stream's key is gone (null).
 * Plaintext fields (events written before encryption) are kept as they are.
 */
export function decryptData<T extends object>(
  fields: PersonalFields,
  type: string,
  data: T,
  dataKey: Buffer | null,
  streamId: string,
): T {
  const names = fields[type];
  if (!names) return data;
  let out: Record<string, unknown> | null = null;
  for (const name of names) {
    const value = (data as Record<string, unknown>)[name];
    if (!isEncryptedField(value)) continue;
    out ??= { ...(data as Record<string, unknown>) };
    out[name] = dataKey ? decryptField(dataKey, streamId, value) : REDACTED;
  }
  return (out ?? data) as T;
}
