import { applyLive, emptyLive, liveLabel, parseLiveMessage } from './live-responses';

const onScreen = new Set(['old-1', 'old-2']);
const shown = (id: string) => onScreen.has(id);

describe('live responses', () => {
  it('counts new responses once each, and changes to responses on screen', () => {
    let state = emptyLive;
    state = applyLive(state, { responseId: 'new-1', change: 'started' }, shown);
    state = applyLive(state, { responseId: 'new-1', change: 'answered' }, shown);
    state = applyLive(state, { responseId: 'new-2', change: 'started' }, shown);
    state = applyLive(state, { responseId: 'new-2', change: 'started' }, shown);
    state = applyLive(state, { responseId: 'old-1', change: 'completed' }, shown);
    state = applyLive(state, { responseId: 'old-1', change: 'answered' }, shown);
    state = applyLive(state, { responseId: 'far-down', change: 'answered' }, shown);
    expect(state).toEqual({ newIds: ['new-1', 'new-2'], changedIds: ['old-1'] });
    expect(liveLabel(state)).toBe('2 new responses · 1 updated');
  });

  it('forgets a new response erased before it was shown', () => {
    let state = applyLive(emptyLive, { responseId: 'new-1', change: 'started' }, shown);
    state = applyLive(state, { responseId: 'new-1', change: 'erased' }, shown);
    expect(liveLabel(state)).toBeNull();
  });

  it('labels', () => {
    expect(liveLabel({ newIds: ['a'], changedIds: [] })).toBe('1 new response');
    expect(liveLabel({ newIds: ['a', 'b', 'c'], changedIds: [] })).toBe('3 new responses');
    expect(liveLabel({ newIds: [], changedIds: ['a', 'b'] })).toBe('2 responses updated');
    expect(liveLabel(emptyLive)).toBeNull();
    expect(liveLabel({ ...emptyLive, stale: true })).toBe('Responses changed');
  });

  it('reads a frame, or nothing', () => {
    expect(parseLiveMessage('{"responseId":"r","change":"started"}')).toEqual({ responseId: 'r', change: 'started' });
    expect(parseLiveMessage('nope')).toBeNull();
    expect(parseLiveMessage('{}')).toBeNull();
  });
});
