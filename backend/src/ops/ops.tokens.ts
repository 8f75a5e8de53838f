/** Injection tokens of the operations module. */
export const OPS_METRICS = Symbol('OPS_METRICS');
export const OPS_LOGGER = Symbol('OPS_LOGGER');
