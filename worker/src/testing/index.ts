// @seedline/worker/testing: helpers the other workspaces' tests share with the worker's own.
export * from './json-lines';
export * from './redis-test';
export * from './stall-test-worker';
export * from '@seedline/shared/testing';
export * from './fake-openai';
