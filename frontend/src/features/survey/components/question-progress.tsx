type QuestionProgressProps = { id: string; label: string; current: number; total: number };

/** 'Question n of N' with a thin bar; the text is what assistive technology reads. */
export const QuestionProgress = ({ id, label, current, total }: QuestionProgressProps) => {
  const percent = total > 0 ? Math.round((Math.min(current, total) / total) * 100) : 0;
  return (
    <div className="flex items-center gap-4">
      <p id={id} className="shrink-0 text-sm font-semibold text-emerald-800">
        {label}
      </p>
      <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
};
