import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors';
import { EventStoreService } from '../core/event-store.service';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import { decider, streamIdFor } from './client.decider';
import type { CreateClientDto, UpdateClientDto } from './clients.dto';
import { clientNameTaken, findClient, listClients } from './clients.queries';
import type { ClientView } from './clients.views';

export const CLIENT_NAME_TAKEN = 'A client with this name exists already';

/** Loads, decides and appends for client streams; reads come from the clients read model. */
@Injectable()
export class ClientsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(IDS) private readonly newId: IdSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The clients in the lists, or only the archived ones. */
  list({ archived = false } = {}): Promise<ClientView[]> {
    return listClients(this.db, { archived });
  }

  async get(clientId: string): Promise<ClientView> {
    const client = await findClient(this.db, clientId);
    if (!client) throw new NotFoundError('Client not found');
    return client;
  }

  async create(dto: CreateClientDto): Promise<ClientView> {
    if (typeof dto.name === 'string' && (await clientNameTaken(this.db, dto.name, null))) {
      throw new ConflictError(CLIENT_NAME_TAKEN);
    }
    const clientId = this.newId();
    await this.events.handle(decider, streamIdFor(clientId), {
      type: 'CreateClient',
      clientId,
      details: dto,
      now: this.clock().toISOString(),
    });
    return this.get(clientId);
  }

  async update(clientId: string, dto: UpdateClientDto): Promise<ClientView> {
    await this.get(clientId);
    if (typeof dto.name === 'string' && (await clientNameTaken(this.db, dto.name, clientId))) {
      throw new ConflictError(CLIENT_NAME_TAKEN);
    }
    await this.events.handle(decider, streamIdFor(clientId), {
      type: 'EditClient',
      clientId,
      details: dto,
      now: this.clock().toISOString(),
    });
    return this.get(clientId);
  }

  /** Out of the lists and pickers; its surveys, reports and links keep working. */
  archive(clientId: string): Promise<ClientView> {
    return this.decideFor(clientId, 'ArchiveClient');
  }

  restore(clientId: string): Promise<ClientView> {
    return this.decideFor(clientId, 'RestoreClient');
  }

  private async decideFor(clientId: string, type: 'ArchiveClient' | 'RestoreClient'): Promise<ClientView> {
    await this.events.handle(decider, streamIdFor(clientId), { type, clientId, now: this.clock().toISOString() });
    return this.get(clientId);
  }
}
