import type { QualityFixture } from './fixture';
import { ACCOUNTING_FIRM } from './tuning/accounting-firm';
import { CLINIC_ADMIN } from './tuning/clinic-admin';
import { LAHORE_SHOPS } from './tuning/lahore-shops';
import { LOGISTICS_DEPOT } from './tuning/logistics-depot';
import { SCHOOL_OFFICE } from './tuning/school-office';
import { TEXTILE_MILL } from './tuning/textile-mill';

/** The surveys the method is tuned on. The held-out ones live in held-out/ and are read by their own command. */
export const TUNING_FIXTURES: readonly QualityFixture[] = [
  CLINIC_ADMIN,
  TEXTILE_MILL,
  LAHORE_SHOPS,
  ACCOUNTING_FIRM,
  SCHOOL_OFFICE,
  LOGISTICS_DEPOT,
];
