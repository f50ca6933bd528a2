'use client'

import { PrintIcon } from '@/components/ui/icons'

/** Opens the browser's print dialog (the sheet's /pdf variant); never printed itself. */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} data-needs-script="" onClick={() => window.print()}>
      <PrintIcon size={18} />
      {label}
    </button>
  )
}
