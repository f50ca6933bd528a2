import { notFound } from 'next/navigation'

// Reserved articles arrive with the reserved-area issue; until their collection exists every slug is unknown.
export default function ReservedArticlePage() {
  notFound()
}
