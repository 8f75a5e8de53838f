// @seedline/worker/testing: helpers the other workspaces' tests share with the worker's own.
export * from './json-lines';
export * from './redis-test';
export * from './stall-test-worker';
export * from './cpu-time';
export * from './fake-openai';
