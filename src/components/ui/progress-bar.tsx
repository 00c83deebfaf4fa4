/** The project's progress as a bar and a percentage, announced as a progress bar. */
export const ProgressBar = ({ value, label }: { value: number; label: string }) => {
  const percent = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-blue-700 dark:bg-blue-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-12 text-right text-sm font-semibold tabular-nums">{percent} %</span>
    </div>
  )
}
