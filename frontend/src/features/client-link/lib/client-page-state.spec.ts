import { closedStateOf } from './client-page-state';

describe('what the client page shows for a refusal', () => {
  it('asks for the passcode, and says when the one given was wrong', () => {
    expect(closedStateOf({ status: 401, detail: 'This link needs a passcode' }, false)).toEqual({
      kind: 'passcode',
      wrong: false,
    });
    expect(closedStateOf({ status: 403, detail: 'Wrong passcode' }, true)).toEqual({ kind: 'passcode', wrong: true });
  });

  it('tells a revoked link from an expired one', () => {
    expect(closedStateOf({ status: 410, detail: 'This link has been revoked.' }, false)).toEqual({ kind: 'revoked' });
    expect(closedStateOf({ status: 410, detail: 'This link has expired.' }, false)).toEqual({ kind: 'expired' });
  });

  it('says an unknown link does not exist, and anything else failed', () => {
    expect(closedStateOf({ status: 404, detail: null }, false)).toEqual({ kind: 'not-found' });
    expect(closedStateOf({ status: 429, detail: null }, true)).toEqual({ kind: 'too-many' });
    expect(closedStateOf({ status: 503, detail: null }, false)).toEqual({ kind: 'failed' });
  });
});
