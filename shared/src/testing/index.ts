// @seedline/shared/testing: helpers every workspace's tests share; never built into dist.
export * from './cpu-time';
export * from './survey-path-arbitraries';
