import { randomUUID } from 'node:crypto';

/** Injection tokens for the values every module shares. */
export const CONFIG = Symbol('CONFIG');
export const DB = Symbol('DB');
export const PROJECTIONS = Symbol('PROJECTIONS');
/** The EventCipher encrypting personal fields of events (crypto-shredding). */
export const EVENT_CIPHER = Symbol('EVENT_CIPHER');
/** The time, for services and handlers that stamp or compare it; specs give a fixed one. */
export const CLOCK = Symbol('CLOCK');
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
/** The AiJobRunner of this app: BullMQ with REDIS_URL, in-process otherwise (the AI module provides it). */
export const AI_RUNNER = Symbol('AI_RUNNER');
/** New ids (UUIDs) for streams and entities; specs give a predictable one. */
export const IDS = Symbol('IDS');
export type IdSource = () => string;
export const randomIds: IdSource = () => randomUUID();
