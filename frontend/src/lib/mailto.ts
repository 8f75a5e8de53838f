/**
 * A mailto: link for one address. Each side of the @ goes through encodeURIComponent, so an address
 * holding ?, &, % or / can never add headers (?bcc=...) or a second recipient to the link.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
