/** A valid POST /api/ai-chat-followup body: an unsure answer to the first question, with what `over` changes. */
export function chatFollowUpBody(over: Record<string, unknown> = {}) {
  return {
    userMessage: 'Not sure',
    currentQuestion: 'Which tasks take up most of your week?',
    conversationHistory: [{ role: 'assistant', content: 'Which tasks take up most of your week?' }],
    isLastQuestion: false,
    language: 'en',
    ...over,
  };
}
