// The uploads feature's front door: where a survey's logo is served from.
export * from './logo-path';
