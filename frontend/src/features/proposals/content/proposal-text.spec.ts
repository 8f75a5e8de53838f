import { proposal } from './proposal';
import { preparedByText, proposalToText, signOffText } from './proposal-text';

// The copied text says who prepared the proposal as the printed page does (issue 49, point 8): the
// consultancy's postal address under its name, and the sign-off after the last section.

const indus = {
  ...proposal,
  preparedBy: {
    firm: 'Indus Advisory (Pvt) Ltd',
    name: 'Ayesha Malik',
    email: 'ayesha@indusadvisory.example',
    address: '14 Mall Road\n  Lahore 54000\n',
    signature: 'Ayesha Malik\nManaging Partner',
  },
};

describe('the copied proposal text', () => {
  it('gives the firm, its postal address line by line and its email under "Prepared by"', () => {
    expect(preparedByText(indus.preparedBy)).toBe(
      'Prepared by Indus Advisory (Pvt) Ltd\n14 Mall Road\nLahore 54000\nayesha@indusadvisory.example',
    );
    expect(proposalToText(indus)).toContain(
      'Prepared for Calder & Wren Property Management (Dana Whitfield, Director of Operations)\n' +
        'Prepared by Indus Advisory (Pvt) Ltd\n14 Mall Road\nLahore 54000\nayesha@indusadvisory.example\n',
    );
  });

  it('ends with the sign-off: the signature lines, then the firm', () => {
    expect(signOffText(indus.preparedBy)).toBe('Ayesha Malik\nManaging Partner\nIndus Advisory (Pvt) Ltd');
    expect(proposalToText(indus).endsWith('\n\nAyesha Malik\nManaging Partner\nIndus Advisory (Pvt) Ltd\n')).toBe(true);
  });

  it('leaves out the address and the sign-off a consultancy has not set, as the printed page does', () => {
    const plain = { ...proposal, preparedBy: { firm: 'Seedline AI, LLC', name: 'Team', email: 'hello@seedline.ai' } };
    const text = proposalToText(plain);
    expect(text).toContain('Prepared by Seedline AI, LLC\nhello@seedline.ai\n');
    expect(signOffText({ ...plain.preparedBy, signature: ' \n ' })).toBe('');
    // The last thing copied is the last section's last line, as on paper.
    expect(text.endsWith('\n\nThis proposal is valid for 30 days from the date above.\n')).toBe(true);
  });
});
