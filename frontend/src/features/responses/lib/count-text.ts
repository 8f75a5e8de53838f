// Counts in words with the noun and verb agreeing with the number (issue 49). Pure.

/** "1 response", "2 responses"; with a filter "1 response matches the filters", "0 responses match the filters". */
export const responseCountText = (total: number, filtered: boolean): string => {
  const noun = `${total.toLocaleString('en-US')} ${total === 1 ? 'response' : 'responses'}`;
  if (!filtered) return noun;
  return `${noun} ${total === 1 ? 'matches' : 'match'} the filters`;
};

/** "1 answer", "13 answers"; with a base below the responses' total, "13 answers of 14 shown". */
export const answeredText = (answered: number, base?: number): string => {
  const noun = `${answered.toLocaleString('en-US')} ${answered === 1 ? 'answer' : 'answers'}`;
  return base === undefined ? noun : `${noun} of ${base.toLocaleString('en-US')} shown`;
};
