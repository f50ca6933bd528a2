import '@/styles/print.css'

/** The print-sheet layout of the product sheet's `/pdf/` variant: no navigation, a print stylesheet, one A4 page. */
export default function PrintLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <main id="main" className="print-sheet">
      {children}
    </main>
  )
}
