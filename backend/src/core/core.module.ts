import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/db';
import { createEventCipher } from '../event-store/data-encryption-key';
import { EventStoreService } from './event-store.service';
import type { EventCatalogue } from '../event-store/event-fields';
import type { Projection } from '../projections/projection';
import {
  CLOCK,
  CONFIG,
  DB,
  EVENT_CIPHER,
  IDS,
  PROJECTIONS,
  randomIds,
  systemClock,
  type Clock,
  type IdSource,
} from './tokens';

/** What the composition root hands the core: the features' read models and the catalogue of their events. */
export type CoreDeps = {
  config: AppConfig;
  db: Db;
  projections: readonly Projection[];
  catalogue: EventCatalogue;
  clock?: Clock;
  ids?: IdSource;
};

/** Configuration, the database and the event store: the only @Global providers. */
@Global()
@Module({})
export class CoreModule {
  static register(deps: CoreDeps): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: CONFIG, useValue: deps.config },
        { provide: DB, useValue: deps.db },
        { provide: CLOCK, useValue: deps.clock ?? systemClock },
        { provide: IDS, useValue: deps.ids ?? randomIds },
        { provide: PROJECTIONS, useValue: deps.projections },
        {
          provide: EVENT_CIPHER,
          useFactory: () => createEventCipher(deps.config, deps.catalogue, new Logger('DataEncryption')),
        },
        EventStoreService,
      ],
      exports: [CONFIG, DB, CLOCK, IDS, PROJECTIONS, EVENT_CIPHER, EventStoreService],
    };
  }
}
