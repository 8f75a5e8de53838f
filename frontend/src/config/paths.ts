// Every route the app knows: `path` is the wouter pattern, `href` builds a link to it.
const fixed = (path: string) => ({ path, href: () => path }) as const;

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  services: fixed('/services'),
  approach: fixed('/approach'),
  whyUs: fixed('/why-us'),
  blog: fixed('/blog'),
  blogPost: {
    path: '/blog/:slug',
    href: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  },
  security: fixed('/security'),
  faq: fixed('/faq'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  contact: fixed('/contact'),

  surveys: fixed('/surveys'),
  survey: {
    path: '/survey/:idOrSlug',
    href: (idOrSlug: string | number) => `/survey/${encodeURIComponent(String(idOrSlug))}`,
  },

  /** An admin's walk through a survey that records nothing (issue 48 item 6). */
  surveyPreview: {
    path: '/survey/:idOrSlug/preview',
    href: (idOrSlug: string | number) => `/survey/${encodeURIComponent(String(idOrSlug))}/preview`,
  },

  /** The survey without the site's chrome, for another site's frame (issue 34). */
  embed: {
    path: '/embed/:idOrSlug',
    href: (idOrSlug: string | number) => `/embed/${encodeURIComponent(String(idOrSlug))}`,
  },

  /** A person's own link to a survey (issue 48): resumes on any device, says whether answers are anonymous. */
  personalLink: {
    path: '/i/:token',
    href: (token: string) => `/i/${encodeURIComponent(token)}`,
  },

  /** A read-only client link (issue 47): the results a consultant shared, reached by its token. */
  clientLink: {
    path: '/client/:token',
    href: (token: string) => `/client/${encodeURIComponent(token)}`,
  },

  /** An e-mail's unsubscribe link: a page that asks before it unsubscribes (issue 44). */
  unsubscribe: fixed('/unsubscribe'),

  admin: {
    login: fixed('/admin/login'),
    dashboard: fixed('/admin/dashboard'),
    proposals: fixed('/admin/proposals'),
    proposal: {
      path: '/admin/proposals/:id',
      href: (id: string) => `/admin/proposals/${encodeURIComponent(id)}`,
    },
    createSurvey: fixed('/admin/surveys/create'),
    editSurvey: {
      path: '/admin/surveys/:id/edit',
      href: (id: string | number) => `/admin/surveys/${encodeURIComponent(String(id))}/edit`,
    },
    messages: fixed('/admin/messages'),
    /** The AI jobs run in-process (no queue); /admin/queues sends here then. */
    jobs: fixed('/admin/jobs'),
    apiKeys: fixed('/admin/api-keys'),
    /** The consultancy's clients: name, description, contacts (issue 47 item 3). */
    clients: fixed('/admin/clients'),
    /** A client's staff roster: imported from a CSV, people added and removed by hand (issue 48 item 1). */
    clientRoster: {
      path: '/admin/clients/:clientId/roster',
      href: (clientId: string) => `/admin/clients/${encodeURIComponent(clientId)}/roster`,
    },
    /** The team: members, invitations, resets, deactivation (owners). */
    team: fixed('/admin/team'),
    /** The audit trail (owners). */
    audit: fixed('/admin/audit'),
    /** A single-use link's page to set a password; the token is in the fragment (#), never sent to a server. */
    setPassword: fixed('/admin/set-password'),
    webhooks: fixed('/admin/webhooks'),
    surveyResponses: {
      path: '/admin/surveys/:id/responses',
      href: (id: string | number) => `/admin/surveys/${encodeURIComponent(String(id))}/responses`,
    },
    surveyReport: {
      path: '/admin/surveys/:id/reports/:reportId',
      href: (id: string | number, reportId: string) =>
        `/admin/surveys/${encodeURIComponent(String(id))}/reports/${encodeURIComponent(reportId)}`,
    },
  },
} as const;
