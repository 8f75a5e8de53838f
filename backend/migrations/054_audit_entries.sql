-- The audit trail (audit/): a read model of the log, one row per event a member, an API key or the system
-- caused (respondents' own answers are not in it). Only who, what kind, which event and which survey or
-- entity: never an event's content, so an erased response's words are in no row. The time is the log's
-- own (events.recorded_at, joined by position when read).
CREATE TABLE audit_entries (
  position bigint PRIMARY KEY,
  actor_kind text NOT NULL,
  actor_user_id text,
  actor_name text,
  actor_key_id text,
  kind text NOT NULL,
  event_type text NOT NULL,
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  survey_id text
);
CREATE INDEX audit_entries_user_idx ON audit_entries (actor_user_id, position DESC);
CREATE INDEX audit_entries_survey_idx ON audit_entries (survey_id, position DESC);
CREATE INDEX audit_entries_kind_idx ON audit_entries (kind, position DESC);

-- The log written before this release: its acts, as the projection (audit/audit.projection.ts) would have
-- written them, so the live trail equals a rebuild from the first start on. The kinds are audit-kinds.ts's
-- (audit-kinds.spec.ts holds the two lists equal). Events of that time record no actor: unknown.
INSERT INTO audit_entries
  (position, actor_kind, actor_user_id, actor_name, actor_key_id, kind, event_type, subject_type, subject_id, survey_id)
SELECT e.global_position,
       COALESCE(e.metadata->'actor'->>'kind', 'unknown'),
       e.metadata->'actor'->>'userId',
       e.metadata->'actor'->>'username',
       e.metadata->'actor'->>'keyId',
       k.kind,
       e.type,
       COALESCE(s.m[1], 'other'),
       COALESCE(s.m[2], e.stream_id),
       CASE WHEN s.m[1] = 'survey' THEN s.m[2] ELSE e.data->>'surveyId' END
FROM events e
JOIN (VALUES
    ('SurveyCreated', 'created'),
    ('SurveyDuplicated', 'created'),
    ('SurveyDeleted', 'deleted'),
    ('SurveyDetailsChanged', 'edited'),
    ('SurveyActivated', 'edited'),
    ('SurveyDeactivated', 'edited'),
    ('SurveyCloseDateSet', 'edited'),
    ('SurveyResponseCapSet', 'edited'),
    ('SurveyAbandonAfterSet', 'edited'),
    ('SurveyHiddenFieldsSet', 'edited'),
    ('SurveyLanguagesSet', 'edited'),
    ('SurveyTranslationSet', 'edited'),
    ('SurveyEndScreenSet', 'edited'),
    ('SurveyEmbedOriginsSet', 'shared'),
    ('QuestionAdded', 'edited'),
    ('QuestionRemoved', 'edited'),
    ('QuestionReworded', 'edited'),
    ('QuestionRequiredSet', 'edited'),
    ('QuestionShapeChanged', 'edited'),
    ('QuestionsReordered', 'edited'),
    ('LogicRuleAdded', 'edited'),
    ('LogicRuleChanged', 'edited'),
    ('LogicRuleRemoved', 'edited'),
    ('ReportRequested', 'created'),
    ('ProposalDrafted', 'created'),
    ('ProposalEdited', 'edited'),
    ('ApiKeyCreated', 'created'),
    ('ApiKeyRevoked', 'revoked'),
    ('UserCreated', 'created'),
    ('UserInvited', 'invited'),
    ('PasswordLinkIssued', 'reset'),
    ('PasswordSet', 'joined'),
    ('UserDeactivated', 'deactivated'),
    ('ResponseErased', 'erased'),
    ('ContactMessageErased', 'erased'),
    ('ResponsesExported', 'exported')
  ) AS k(type, kind) ON k.type = e.type
CROSS JOIN LATERAL (
  SELECT regexp_match(e.stream_id, '^(survey|response|contact|report|proposal|api-key|user|export)-(.+)$') AS m
) s
ON CONFLICT (position) DO NOTHING;
