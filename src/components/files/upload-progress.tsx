import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'

type Props = { sent: number; label: string; cancelLabel: string; onCancel: () => void }

/**
 * An upload on its way: how much has been sent, and the button that stops it. Once the whole body
 * is sent the server may already be storing it, so it can no longer be cancelled.
 */
export const UploadProgress = ({ sent, label, cancelLabel, onCancel }: Props) => (
  <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
    <div className="flex flex-1 flex-col gap-1" aria-live="polite">
      <span className="text-sm font-medium">{label}</span>
      <ProgressBar value={sent * 100} label={label} />
    </div>
    {sent < 1 ? (
      <Button variant="outline" size="sm" onClick={onCancel}>
        {cancelLabel}
      </Button>
    ) : null}
  </div>
)
