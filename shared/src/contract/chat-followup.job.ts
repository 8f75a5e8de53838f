import { z } from 'zod';
import { aiAnswerValueSchema, aiQuestionTypeSchema } from './question-types';

/** Job: decide what the AI chat does after a respondent's answer. */
export const CHAT_FOLLOWUP_JOB = 'chat-followup';

/** At most this many follow-ups are asked per base question. */
export const MAX_FOLLOW_UPS_PER_QUESTION = 1;

/** Limits of the payload, in characters or entries; the backend's HTTP DTO states the same ones. */
export const MAX_CHAT_MESSAGE_LENGTH = 5_000;
export const MAX_CHAT_QUESTION_LENGTH = 1_000;
export const MAX_CONVERSATION_ENTRIES = 200;

export const chatLanguageSchema = z.enum(['en', 'ur']);
export const conversationRoleSchema = z.enum(['assistant', 'user']);

export const conversationEntrySchema = z.object({
  role: conversationRoleSchema,
  content: z.string().max(MAX_CHAT_MESSAGE_LENGTH),
});

export const chatFollowUpPayloadSchema = z.object({
  userMessage: z.string().max(MAX_CHAT_MESSAGE_LENGTH),
  currentQuestion: z.string().trim().min(1).max(MAX_CHAT_QUESTION_LENGTH),
  conversationHistory: z.array(conversationEntrySchema).max(MAX_CONVERSATION_ENTRIES),
  isLastQuestion: z.boolean(),
  language: chatLanguageSchema,
  followUpsAskedForQuestion: z.number().int().min(0).max(100).optional(),
  /** The question's type (default: a text question, decided from the words of the answer). */
  questionType: aiQuestionTypeSchema.optional(),
  /** The answer's typed value, for the typed questions (a rating, a score, yes/no, …). */
  answerValue: aiAnswerValueSchema.optional(),
});

/**
 * Exactly one outcome: the survey is complete, a follow-up is asked, or the chat moves on.
 * Providers normalise their decision to this shape before returning it.
 */
export const chatFollowUpResultSchema = z
  .object({
    isComplete: z.boolean(),
    followUpQuestion: z.string().trim().min(1).max(MAX_CHAT_QUESTION_LENGTH).nullable(),
    shouldMoveToNext: z.boolean(),
  })
  .refine(
    (r) => [r.isComplete, r.followUpQuestion !== null, r.shouldMoveToNext].filter(Boolean).length === 1,
    'exactly one of isComplete, followUpQuestion, shouldMoveToNext must be set',
  );

export type ChatLanguage = z.infer<typeof chatLanguageSchema>;
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;
export type ChatFollowUpPayload = z.infer<typeof chatFollowUpPayloadSchema>;
export type ChatFollowUpResult = z.infer<typeof chatFollowUpResultSchema>;
