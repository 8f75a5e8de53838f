// Facts of a client link's stream (`client-link-<id>`): the link made by a consultant for one survey, its
// revocation, and each view of it by the client (the audit trail reads all three from the log).

export const CLIENT_LINK_LANGUAGES = ['en', 'ur'] as const;
export type ClientLinkLanguage = (typeof CLIENT_LINK_LANGUAGES)[number];

export type ClientLinkCreated = {
  type: 'ClientLinkCreated';
  schemaVersion: 1;
  data: {
    linkId: string;
    surveyId: string;
    /** SHA-256 of the token, hex: the token itself is shown once and never stored. */
    tokenHash: string;
    clientName: string;
    expiresAt: string;
    /** Argon2id hash of the passcode, or null when the link needs none. */
    passcodeHash: string | null;
    minGroupSize: number;
    freeText: boolean;
    language: ClientLinkLanguage;
    createdAt: string;
    createdBy?: string;
  };
};

export type ClientLinkRevoked = {
  type: 'ClientLinkRevoked';
  schemaVersion: 1;
  data: { linkId: string; surveyId: string; revokedAt: string };
};

export type ClientLinkViewed = {
  type: 'ClientLinkViewed';
  schemaVersion: 1;
  data: { linkId: string; surveyId: string; viewedAt: string };
};

export type ClientLinkEvent = ClientLinkCreated | ClientLinkRevoked | ClientLinkViewed;
export type ClientLinkEventType = ClientLinkEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ClientLinkEventType, true> = {
  ClientLinkCreated: true,
  ClientLinkRevoked: true,
  ClientLinkViewed: true,
};
export const clientLinkEventTypes = Object.keys(listed) as ClientLinkEventType[];
