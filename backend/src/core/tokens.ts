/** Injection tokens for the values every module shares. */
export const CONFIG = Symbol('CONFIG');
export const DB = Symbol('DB');
export const PROJECTIONS = Symbol('PROJECTIONS');
