import { Inject, Injectable } from '@nestjs/common';
import type { ApiKeyCaller } from '../auth';
import type { SessionUser } from '../http/session.types';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import { decider, streamIdFor } from './api-key.decider';
import { looksLikeApiKey } from '../http/api-key-header';
import { hashApiKey, newApiKeySecret, shownPartOf } from './api-key-token';
import type { CreateApiKeyDto } from './api-keys.dto';
import { findActiveKey, LAST_USED_RESOLUTION_MS, listActiveKeys, recordUse } from './api-keys.queries';
import type { ApiKeyView, CreatedApiKeyView } from './api-keys.views';

@Injectable()
export class ApiKeysService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(IDS) private readonly newId: IdSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Makes a key; its secret is in the answer and nowhere else. */
  async create(dto: CreateApiKeyDto, by: SessionUser | null): Promise<CreatedApiKeyView> {
    const keyId = this.newId();
    const secret = newApiKeySecret();
    const result = await this.events.handle(decider, streamIdFor(keyId), {
      type: 'CreateApiKey',
      keyId,
      label: dto.label,
      scopes: dto.scopes,
      shownPart: shownPartOf(secret),
      hash: hashApiKey(secret),
      now: this.clock().toISOString(),
      createdBy: by ? { userId: by.userId, role: by.role } : null,
    });
    const created = result.events[0];
    if (created?.type !== 'ApiKeyCreated') throw new Error('ApiKeyCreated was not recorded');
    const d = created.data;
    const apiKey: ApiKeyView = {
      id: d.keyId,
      label: d.label,
      scopes: d.scopes,
      shownPart: d.shownPart,
      createdAt: d.createdAt,
      lastUsedAt: null,
    };
    return { apiKey, secret };
  }

  async revoke(keyId: string): Promise<void> {
    await this.events.handle(decider, streamIdFor(keyId), {
      type: 'RevokeApiKey',
      keyId,
      now: this.clock().toISOString(),
    });
  }

  list(): Promise<ApiKeyView[]> {
    return listActiveKeys(this.db);
  }

  /** The caller a presented key stands for, or null (unknown, malformed or revoked); notes the use. */
  async authenticate(secret: string): Promise<ApiKeyCaller | null> {
    if (!looksLikeApiKey(secret)) return null;
    const found = await findActiveKey(this.db, hashApiKey(secret));
    if (!found) return null;
    // Most requests of a busy script write nothing: the use is recorded at most once a minute.
    const now = this.clock();
    const last = found.lastUsedAt?.getTime();
    if (last === undefined || now.getTime() - last >= LAST_USED_RESOLUTION_MS) {
      await recordUse(this.db, found.caller.keyId, now);
    }
    return found.caller;
  }
}
