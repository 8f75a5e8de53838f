import { warmUpTextAnalysis } from '../index';

// wink and its English model are loaded with the first text read, not with the worker package: the API
// imports the package at start and may never read a text (no generation, follow-up or report yet).

jest.mock('wink-nlp', () => {
  (globalThis as { winkLoads?: number }).winkLoads = 1;
  return jest.requireActual('wink-nlp');
});
const loaded = () => (globalThis as { winkLoads?: number }).winkLoads === 1;

it('loads wink only when text analysis is first needed', () => {
  expect(loaded()).toBe(false);
  warmUpTextAnalysis();
  expect(loaded()).toBe(true);
});
