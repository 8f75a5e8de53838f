import type { Db, Queryable } from '../db/db';
import type { EventCipher } from '../event-store/event-cipher';
import { decryptField, encryptField } from '../event-store/field-crypto';
import { SECRET_PREFIX } from './webhook-signature';

// Signing secrets at rest (issue 44, item 8): sealed as personal fields are, with a data key of the
// endpoint's own (kept in `data_keys`, wrapped with DATA_ENCRYPTION_KEY; AES-256-GCM, the key's name as
// additional data). A dump of the database alone signs nothing, rotating DATA_ENCRYPTION_KEY re-wraps
// these keys with the others, and deleting an endpoint deletes its key. A secret stored before sealing
// (`whsec_...` as it is) still signs, and is sealed at the next start (sealPlainSecrets).

/** How a sealed secret is stored: this prefix, then the sealed field's base64. */
const SEALED_PREFIX = 'sealed:v1:';

/** The name of an endpoint's data key in `data_keys`. */
export const secretKeyName = (endpointId: string) => `webhook-endpoint-${endpointId}`;

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

export class EndpointSecrets {
  constructor(private readonly cipher: EventCipher) {}

  /** The secret as it is stored: sealed with the endpoint's key (made on first need). */
  async seal(tx: Queryable, endpointId: string, secret: string): Promise<string> {
    const name = secretKeyName(endpointId);
    const key = await this.cipher.ensureKey(tx, name);
    return SEALED_PREFIX + encryptField(key, name, secret).enc;
  }

  /** The stored values opened: a sealed one with the endpoint's key, a plain one (stored before sealing) as it is. */
  async open(db: Queryable, endpointId: string, stored: readonly string[]): Promise<string[]> {
    if (!stored.some(isSealed)) return [...stored];
    const name = secretKeyName(endpointId);
    const key = (await this.cipher.loadKeys(db, [name])).get(name);
    if (!key) throw new Error(`The signing secret of webhook endpoint ${endpointId} has no key`);
    return stored.map((value) =>
      isSealed(value) ? decryptField(key, name, { enc: value.slice(SEALED_PREFIX.length) }) : value,
    );
  }

  /** With the endpoint gone, its key goes too: a copy of its sealed secrets opens to nothing. */
  forget(tx: Queryable, endpointId: string): Promise<void> {
    return this.cipher.eraseKey(tx, secretKeyName(endpointId));
  }

  /**
   * Seals the secrets stored as they are (before sealing existed). Each row is changed only if it still
   * holds what was read, so replicas starting together seal each secret once. Answers how many rows.
   */
  async sealPlainSecrets(db: Db): Promise<number> {
    const { rows } = await db.query<{ id: string; secret: string; previous_secret: string | null }>(
      `SELECT id, secret, previous_secret FROM webhook_endpoints
       WHERE secret LIKE $1 OR previous_secret LIKE $1`,
      [`${SECRET_PREFIX}%`],
    );
    let sealed = 0;
    for (const row of rows) {
      sealed += await db.transaction(async (tx) => {
        const secret = isSealed(row.secret) ? row.secret : await this.seal(tx, row.id, row.secret);
        const previous =
          row.previous_secret === null || isSealed(row.previous_secret)
            ? row.previous_secret
            : await this.seal(tx, row.id, row.previous_secret);
        const { rowCount } = await tx.query(
          `UPDATE webhook_endpoints SET secret = $4, previous_secret = $5
           WHERE id = $1 AND secret = $2 AND previous_secret IS NOT DISTINCT FROM $3`,
          [row.id, row.secret, row.previous_secret, secret, previous],
        );
        return rowCount;
      });
    }
    return sealed;
  }
}
