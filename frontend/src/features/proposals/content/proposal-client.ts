// Who a drafted proposal is for, read from the company data the admin pastes while drafting: labelled
// lines ("Company: Acme Ltd", "Contact: Dana Whitfield", "Role: Finance Director") prefill the fields
// they name. Nothing is guessed from unlabelled text, so a field is either the admin's or empty.

export type ProposalClientFields = { name: string; contact: string; role: string };

const LABELS: Record<keyof ProposalClientFields, RegExp> = {
  name: /^(?:company|client|organi[sz]ation)(?: name)?\s*:(.+)$/i,
  contact: /^(?:contact|contact person|attention|attn)\s*:(.+)$/i,
  role: /^(?:role|title|position|job title)\s*:(.+)$/i,
};

export const clientFromCompanyData = (companyData: string): Partial<ProposalClientFields> => {
  const lines = companyData.split('\n').map((line) => line.trim());
  const found: Partial<ProposalClientFields> = {};
  for (const key of Object.keys(LABELS) as (keyof ProposalClientFields)[]) {
    const value = lines.map((line) => LABELS[key].exec(line)?.[1]?.trim()).find(Boolean);
    if (value) found[key] = value;
  }
  // "Contact: Dana Whitfield, Finance Director" names the role too when no Role line does.
  if (found.contact && !found.role) {
    const [person, ...rest] = found.contact.split(',');
    if (rest.length > 0 && rest.join(',').trim()) {
      found.contact = person!.trim();
      found.role = rest.join(',').trim();
    }
  }
  return found;
};

/** The company data without the labelled lines the fields took: what the proposal's context section quotes. */
export const contextOf = (companyData: string): string =>
  companyData
    .split('\n')
    .filter((line) => !Object.values(LABELS).some((label) => label.test(line.trim())))
    .join('\n')
    .trim();

/**
 * The fields after the company data changed: a field the admin has not typed into follows the company
 * data; one they typed stays theirs.
 */
export const prefillClient = (
  fields: ProposalClientFields,
  typed: ReadonlySet<keyof ProposalClientFields>,
  companyData: string,
): ProposalClientFields => {
  const found = clientFromCompanyData(companyData);
  return {
    name: typed.has('name') ? fields.name : (found.name ?? ''),
    contact: typed.has('contact') ? fields.contact : (found.contact ?? ''),
    role: typed.has('role') ? fields.role : (found.role ?? ''),
  };
};
