/** Injection tokens for the values every module shares. */
export const CONFIG = Symbol('CONFIG');
export const DB = Symbol('DB');
export const PROJECTIONS = Symbol('PROJECTIONS');
/** The EventCipher encrypting personal fields of events (crypto-shredding). */
export const EVENT_CIPHER = Symbol('EVENT_CIPHER');
