import { constantTimeEqual } from './constant-time';

describe('constantTimeEqual', () => {
  it('compares strings of any lengths exactly', () => {
    expect(constantTimeEqual('admin', 'admin')).toBe(true);
    expect(constantTimeEqual('admin', 'Admin')).toBe(false);
    expect(constantTimeEqual('admin', 'admin ')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('admin', 'a'.repeat(10_000))).toBe(false);
    expect(constantTimeEqual('مدیر', 'مدیر')).toBe(true);
  });
});
