/**
 * Text as a dollar-quoted SQL literal (`$q$...$q$`), for statements sent without parameters (a script):
 * nothing inside is escaped or read as SQL, so any text is safe in it. The tag is one the text cannot end
 * early: neither inside the text nor made by the text's last characters and the closing tag together.
 */
export function dollarQuoted(text: string): string {
  let tag = 'q';
  for (let n = 0; `${text}$`.includes(`$${tag}$`); n++) tag = `q${n}`;
  return `$${tag}$${text}$${tag}$`;
}
