import type { ChatFollowUpPayload } from '@seedline/shared';
import {
  DEFAULT_GENERATION_PROMPT,
  MAX_HISTORY_TURNS,
  chatFollowUpMessages,
  generateQuestionsMessages,
} from './prompts';

describe('generateQuestionsMessages', () => {
  it('states the count, the language and the JSON shape, and fences the company data', () => {
    const [system, user] = generateQuestionsMessages(
      { prompt: 'Ask 5 questions', companyData: '  A dental clinic with 14 staff.  ' },
      { count: 5, language: 'ur' },
    );
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Exactly 5 questions.');
    expect(system!.content).toContain('Urdu');
    expect(system!.content).toContain('{"questions": ["...", "..."], "typedQuestions": [...]}');
    expect(user).toEqual({
      role: 'user',
      content:
        "Administrator's instructions:\nAsk 5 questions\n\nCompany/organization data (between the markers):\n<<<DATA\nA dental clinic with 14 staff.\nDATA>>>",
    });
  });

  it('carries the interviewing rules: own words, broad to specific, outcomes as outcomes, no leading questions', () => {
    const [system] = generateQuestionsMessages({ prompt: '', companyData: 'x' }, { count: 10, language: 'en' });
    for (const rule of [
      "Cite the organization's own words",
      'from broad',
      'as an outcome: what is behind it',
      'Never ask a leading question',
    ])
      expect(system!.content).toContain(rule);
  });

  it("uses the spec's default prompt when the admin's is blank", () => {
    const [, user] = generateQuestionsMessages({ prompt: ' ', companyData: 'x' }, { count: 10, language: 'en' });
    expect(user!.content).toContain(DEFAULT_GENERATION_PROMPT);
  });
});

describe('chatFollowUpMessages', () => {
  const input: ChatFollowUpPayload = {
    userMessage: ' Emails. ',
    currentQuestion: 'How do orders reach you?',
    conversationHistory: [
      { role: 'assistant', content: 'How do orders reach you?' },
      { role: 'user', content: 'Emails.' },
    ],
    isLastQuestion: true,
    language: 'ur',
  };

  it('replays the history and ends with the current question and answer', () => {
    const messages = chatFollowUpMessages(input, true);
    expect(messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'user']);
    expect(messages[0]!.content).toContain('ask ONE short, open probing follow-up');
    expect(messages[0]!.content).toContain('Urdu');
    expect(messages.at(-1)!.content).toBe(
      "Current question: How do orders reach you?\nRespondent's answer: Emails.\nThis is the last question of the survey.",
    );
  });

  it('tells the model to build on the answer and never lead or bring up new topics', () => {
    const system = chatFollowUpMessages(input, true)[0]!.content;
    expect(system).toContain('name what the respondent said, in their own words');
    expect(system).toContain('never introduce a topic');
    expect(system).toContain('Never ask a leading question');
  });

  it('forbids a second follow-up when one was asked', () => {
    expect(chatFollowUpMessages(input, false)[0]!.content).toContain('do not ask another one');
  });

  it(`sends at most the last ${MAX_HISTORY_TURNS} turns`, () => {
    const long = Array.from({ length: 50 }, (_, i) => ({ role: 'user' as const, content: `turn ${i}` }));
    const messages = chatFollowUpMessages({ ...input, conversationHistory: long }, true);
    expect(messages).toHaveLength(MAX_HISTORY_TURNS + 2);
    expect(messages[1]!.content).toBe('turn 30');
  });
});
