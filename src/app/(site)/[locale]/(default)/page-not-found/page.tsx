import { notFound } from 'next/navigation'

/** `/404/`, and every path that is no route (the proxy sends them here): the localized 404 page. */
export default function PageNotFound() {
  notFound()
}
