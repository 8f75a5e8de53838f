import type { EvaluationFixture } from './fixture';
import { FACTORY_FLOOR } from './held-out/factory-floor';
import { MUNICIPAL_PERMITS } from './held-out/municipal-permits';
import { NGO_FIELD_OFFICE } from './held-out/ngo-field-office';
import { HOSPITAL_WARD } from './tuning/hospital-ward';
import { INVENTED_WORDS } from './tuning/invented-words';
import { LAW_FIRM } from './tuning/law-firm';
import { LOGISTICS_DEPOT } from './tuning/logistics-depot';
import { RETAIL_SUPPORT } from './tuning/retail-support';
import { SCHOOL_OFFICE } from './tuning/school-office';

/** The fixtures the method was tuned on. */
export const TUNING_FIXTURES: readonly EvaluationFixture[] = [
  HOSPITAL_WARD,
  LAW_FIRM,
  LOGISTICS_DEPOT,
  SCHOOL_OFFICE,
  RETAIL_SUPPORT,
  INVENTED_WORDS,
];

/** Written with the others, before the method changed, and run only once it was done. */
export const HELD_OUT_FIXTURES: readonly EvaluationFixture[] = [NGO_FIELD_OFFICE, FACTORY_FLOOR, MUNICIPAL_PERMITS];
