type Props = { urdu: boolean; onUrdu: (urdu: boolean) => void; disabled?: boolean };

/** The languages respondents may choose: English always (the original texts), Urdu when ticked. */
export const LanguagesField = ({ urdu, onUrdu, disabled = false }: Props) => (
  <fieldset>
    <legend className="mb-1.5 block text-sm font-medium text-slate-800">Languages</legend>
    <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-emerald-700"
          checked
          disabled
          aria-describedby="languages-hint"
        />
        English
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-emerald-700"
          checked={urdu}
          disabled={disabled}
          onChange={(e) => onUrdu(e.target.checked)}
        />
        Urdu
      </label>
    </div>
    <p id="languages-hint" className="mt-1.5 text-xs text-slate-600">
      Respondents choose among these. English is the original and always offered; Urdu respondents see your Urdu texts
      where you have given them, and the English ones elsewhere.
    </p>
  </fieldset>
);
