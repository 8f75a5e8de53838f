import type { Queryable } from '../db/db';
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

/**
 * A read model computed in TypeScript from other read models' rows, not from one event at a time: its
 * rows weigh many responses together (response quality). A keeper of its own keeps it off the command
 * path; a rebuild empties its tables with the others and, once every other read model is written (and
 * recomputed), runs `rebuild` in its transaction: what the keeper needs to compute every row again.
 */
export type ComputedReadModel = {
  name: string;
  computedTables: readonly string[];
  /** Where the code that keeps it lives, for whoever looks for it. */
  keptBy: string;
  rebuild(tx: Queryable): Promise<void>;
};

/** Every read model is one of these. */
export type ReadModel = Projection | SqlReadModel | ComputedReadModel;

export const isProjection = (model: ReadModel): model is Projection => 'project' in model;
export const isComputed = (model: ReadModel): model is ComputedReadModel => 'computedTables' in model;
const isSql = (model: ReadModel): model is SqlReadModel => !isProjection(model) && !isComputed(model);

/** What a rebuild and the command path need of the list: the projections, every table, the recomputes. */
export type ReadModelPlan = {
  projections: readonly Projection[];
  tables: readonly ReadModelTable[];
  recomputes: readonly string[];
  computed: readonly ComputedReadModel[];
  /** The computed read models' tables, emptied by a rebuild with `tables`. */
  computedTables: readonly string[];
};

/** The plan of a list of read models; a table listed by two of them is a mistake, refused. */
export function planOf(models: readonly ReadModel[]): ReadModelPlan {
  const tables: ReadModelTable[] = [];
  const computedTables: string[] = [];
  const claim = (table: string) => {
    if ((tables as string[]).includes(table) || computedTables.includes(table)) {
      throw new Error(`Read model table ${table} is kept by two read models`);
    }
  };
  for (const model of models) {
    const own: readonly string[] = isComputed(model) ? model.computedTables : model.tables;
    for (const table of own) claim(table);
    if (isComputed(model)) computedTables.push(...model.computedTables);
    else tables.push(...model.tables);
  }
  return {
    projections: models.filter(isProjection),
    tables,
    recomputes: models.filter(isSql).map((model) => model.recompute),
    computed: models.filter(isComputed),
    computedTables,
  };
}
