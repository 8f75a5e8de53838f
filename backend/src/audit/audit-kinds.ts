// What each event is in the audit trail, by its type: the kind of act, or null for what is not a member's
// act (a respondent's answers, a job's progress). A new event type is added here; until it is, it is not in
// the trail (the projection handles only the types listed).

export const AUDIT_KINDS = [
  'created',
  'edited',
  'shared',
  'deleted',
  'erased',
  'exported',
  'invited',
  'reset',
  'joined',
  'deactivated',
  'reactivated',
  'role-changed',
  'revoked',
  'viewed',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const isAuditKind = (value: unknown): value is AuditKind =>
  typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);

const KIND_OF: Readonly<Record<string, AuditKind | null>> = {
  SurveyCreated: 'created',
  SurveyDuplicated: 'created',
  SurveyDeleted: 'deleted',
  SurveyDetailsChanged: 'edited',
  SurveyActivated: 'edited',
  SurveyDeactivated: 'edited',
  SurveyCloseDateSet: 'edited',
  SurveyResponseCapSet: 'edited',
  SurveyAbandonAfterSet: 'edited',
  SurveyHiddenFieldsSet: 'edited',
  SurveyLanguagesSet: 'edited',
  SurveyTranslationSet: 'edited',
  SurveyEndScreenSet: 'edited',
  SurveyEmbedOriginsSet: 'shared',
  SurveyListingSet: 'shared',
  QuestionAdded: 'edited',
  QuestionRemoved: 'edited',
  QuestionReworded: 'edited',
  QuestionRequiredSet: 'edited',
  QuestionShapeChanged: 'edited',
  QuestionsReordered: 'edited',
  LogicRuleAdded: 'edited',
  LogicRuleChanged: 'edited',
  LogicRuleRemoved: 'edited',
  ReportRequested: 'created',
  ProposalDrafted: 'created',
  ProposalEdited: 'edited',
  ApiKeyCreated: 'created',
  ApiKeyRevoked: 'revoked',
  UserCreated: 'created',
  UserInvited: 'invited',
  PasswordLinkIssued: 'reset',
  PasswordSet: 'joined',
  UserDeactivated: 'deactivated',
  UserRoleChanged: 'role-changed',
  UserReactivated: 'reactivated',
  ResponseErased: 'erased',
  ContactMessageErased: 'erased',
  ResponsesExported: 'exported',
  // After the back-fill (migration 054): the consultant's overrule of a quality verdict, the question's
  // analysis role, the findings board's curation, the proposal's consultancy settings.
  ResponseQualityOverruled: 'edited',
  QuestionAnalysisRoleSet: 'edited',
  ThemeRenamed: 'edited',
  ThemesMerged: 'edited',
  ThemeSplit: 'edited',
  ThemeHidden: 'edited',
  ThemeShown: 'edited',
  ThemeKept: 'edited',
  AnswerMoved: 'edited',
  QuotesChosen: 'edited',
  SegmentNotesSet: 'edited',
  IceScoresEdited: 'edited',
  ConsultancySettingsChanged: 'edited',
  // The read-only client link (issue 47): made (shared), revoked, and every view of it by the client.
  ClientLinkCreated: 'shared',
  ClientLinkRevoked: 'revoked',
  ClientLinkViewed: 'viewed',
  // Clients (issue 47 item 3): a client recorded, edited, archived and restored, a survey assigned to one.
  ClientCreated: 'created',
  ClientDetailsChanged: 'edited',
  ClientArchived: 'edited',
  ClientRestored: 'edited',
  SurveyClientSet: 'edited',
  // Staff rosters (issue 48 item 1): a person added (by hand or by an import), edited, removed, erased.
  RosterPersonAdded: 'created',
  RosterPersonUpdated: 'edited',
  RosterPersonRemoved: 'deleted',
  RosterPersonErased: 'erased',
  // Personal links (issue 48 item 2): a link issued to a person; a survey's answers made anonymous or identified.
  PersonalLinkIssued: 'invited',
  SurveyAnonymitySet: 'edited',
  // Respondents' own facts and the progress of jobs: not acts of the team.
  ResponseStarted: null,
  AnswerRecorded: null,
  FollowUpAsked: null,
  FollowUpAnswered: null,
  ResponseCompleted: null,
  ResponseAbandoned: null,
  ResponsePathSet: null,
  ContactMessageReceived: null,
  ReportStarted: null,
  ReportCompleted: null,
  ReportFailed: null,
  CurationCarriedOver: null,
};

export function auditKindOf(eventType: string): AuditKind | null {
  return KIND_OF[eventType] ?? null;
}

/** The event types the audit projection reads: every one it knows that is an act. */
export const AUDITED_EVENT_TYPES = Object.entries(KIND_OF)
  .filter(([, kind]) => kind !== null)
  .map(([type]) => type);

/**
 * What a stream holds, from its id (`survey-…`, `response-…`, `api-key-…`, `client-link-…`, `roster-person-…`): the
 * part before the id. Longer prefixes come before the shorter ones they start with (client-link before client).
 */
export function subjectOf(streamId: string): { type: string; id: string } {
  const match =
    /^(client-link|client|roster-person|personal-link|audience|survey|response|contact|report|proposal|api-key|user|export|settings)-(.+)$/.exec(
      streamId,
    );
  return match ? { type: match[1]!, id: match[2]! } : { type: 'other', id: streamId };
}
