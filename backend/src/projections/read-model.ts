import type { Projection } from './projection';
import type { ReadModelTable } from './row-change';

/**
 * A read model kept by SQL, not by a TypeScript projection: tables that statement-level triggers keep
 * from other read models' rows (counters, documents). A rebuild does not keep them batch by batch (its
 * transaction disables the triggers, rebuild.ts); it runs `recompute` once every row is written.
 */
export type SqlReadModel = {
  name: string;
  tables: readonly ReadModelTable[];
  /** Where the SQL that keeps it lives (the migrations), for whoever looks for it. */
  keptBy: string;
  /** One statement that recomputes its tables from the rows they are kept from. */
  recompute: string;
};

/** Every read model is one or the other. */
export type ReadModel = Projection | SqlReadModel;

export const isProjection = (model: ReadModel): model is Projection => 'project' in model;

/** What a rebuild and the command path need of the list: the projections, every table, the recomputes. */
export type ReadModelPlan = {
  projections: readonly Projection[];
  tables: readonly ReadModelTable[];
  recomputes: readonly string[];
};

/** The plan of a list of read models; a table listed by two of them is a mistake, refused. */
export function planOf(models: readonly ReadModel[]): ReadModelPlan {
  const tables: ReadModelTable[] = [];
  for (const model of models) {
    for (const table of model.tables) {
      if (tables.includes(table)) throw new Error(`Read model table ${table} is kept by two read models`);
      tables.push(table);
    }
  }
  return {
    projections: models.filter(isProjection),
    tables,
    recomputes: models.filter((model): model is SqlReadModel => !isProjection(model)).map((model) => model.recompute),
  };
}
