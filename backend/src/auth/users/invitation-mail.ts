import { escapeHtml, headerText, type MailContent } from '../../common/smtp-transport';
import type { Role } from '../../http/roles';

// What an invitation e-mail says: who invited whom, as what, the single-use link and until when it works.
// Pure, so the text is read in a spec without a server.

export type InvitationMailInput = {
  username: string;
  role: Role;
  /** Who sent it (the owner's username); null when unknown. */
  invitedBy: string | null;
  /** The full link, with the token in its fragment. */
  url: string;
  expiresAt: string;
};

const ROLE_WORDS: Record<Role, string> = {
  owner: 'an owner (everything, including the team)',
  consultant: 'a consultant (build and run surveys, read responses, reports and proposals)',
  viewer: 'a viewer (read surveys, responses and reports)',
};

/** "Sunday, 6 December 2026 at 10:00 UTC": a date no reader can misread, in the one zone the server knows. */
const whenText = (iso: string): string =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

export function invitationMail(input: InvitationMailInput): MailContent {
  const who = input.invitedBy ?? 'An owner';
  const lead = `${who} invited you to the team on Seedline as ${ROLE_WORDS[input.role]}.`;
  const linkLine = `Set your password with this link. It works once, until ${whenText(input.expiresAt)}:`;
  const username = `Your username: ${input.username}`;
  const ignore = 'Did not expect this? Ignore this e-mail: without the link nobody can join as you.';
  const text = [lead, linkLine, input.url, username, `--\n${ignore}`].join('\n\n');
  const html = [
    '<!doctype html><html lang="en" dir="ltr"><body style="font-family:sans-serif">',
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(linkLine)}</p>`,
    `<p><a href="${escapeHtml(input.url)}">Set your password</a></p>`,
    `<p>${escapeHtml(username)}</p>`,
    `<p style="font-size:0.85em;color:#555">${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: headerText(`${who} invited you to Seedline`), text, html };
}
