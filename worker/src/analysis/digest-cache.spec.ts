import { DigestCache, KeyRegistry, digestAnswer, type AnswerUnit } from './answer-digest';

const unit = (response: number, text: string): AnswerUnit => ({ response, questionId: 'q1', source: 'answer', text });

describe('DigestCache', () => {
  it('reads an answer given word for word again as reading it afresh, for its own response', () => {
    const text = 'I re-type 40 supplier invoices a day into Sage by hand. It takes two hours.';
    const cache = new DigestCache(new KeyRegistry());
    cache.digest(unit(0, text));
    const again = cache.digest(unit(7, text));
    const fresh = digestAnswer(unit(7, text), new KeyRegistry());
    expect(again).toEqual(fresh);
    expect(again.response).toBe(7);
  });

  it('gives each answer its own sentence keys, so keys added to one answer later stay there', () => {
    const cache = new DigestCache(new KeyRegistry());
    const first = cache.digest(unit(0, 'Chasing approvals over email every week.'));
    const second = cache.digest(unit(1, 'Chasing approvals over email every week.'));
    const third = cache.digest(unit(2, 'Chasing approvals over email every week.'));
    second.sentences[0]!.keys.push(999);
    expect(first.sentences[0]!.keys).not.toContain(999);
    expect(third.sentences[0]!.keys).not.toContain(999);
    expect(third.sentences[0]!.keys).toEqual(first.sentences[0]!.keys);
  });
});
