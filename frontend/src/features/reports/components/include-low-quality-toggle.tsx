/** Whether the next report analyses low-quality responses too (issue 50): left out unless ticked. */
export const IncludeLowQualityToggle = ({
  checked,
  onChange,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) => (
  <label className={className ?? 'flex items-center gap-2 text-sm text-slate-800'}>
    <input
      type="checkbox"
      className="h-4 w-4 rounded border-slate-300 accent-emerald-700"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
    Include low-quality responses in the report
  </label>
);
