import type { ContactMessage } from '@/types/generated/api';
import { newestFirst } from './messages';

const message = (id: string, receivedAt: string): ContactMessage => ({
  id,
  name: 'Ada',
  email: 'ada@example.com',
  company: null,
  message: 'Hello',
  receivedAt,
});

describe('newestFirst', () => {
  it('orders messages by receipt time, newest first, without changing the input', () => {
    const input = [
      message('a', '2026-01-01T10:00:00Z'),
      message('b', '2026-03-01T10:00:00Z'),
      message('c', '2026-02-01T10:00:00Z'),
    ];
    expect(newestFirst(input).map((m) => m.id)).toEqual(['b', 'c', 'a']);
    expect(input.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});
