import { ServerResponse } from 'node:http'

/**
 * Headers Next sets on answers for its own routing that visitors must not see. `x-middleware-rewrite` names
 * the internal path the proxy rewrote a public path to (`/prodotti/` → `/it/products/listing/all/_/_`); only
 * the Pages Router's client reads it, and App Router navigations get theirs from `x-nextjs-rewritten-path`.
 * Next has no setting to leave it out (it sets it on the Node response in its router, before rendering), so
 * the server's responses refuse it. The nginx recipe hides it too (deploy/nginx).
 */
const hidden = new Set(['x-middleware-rewrite'])

let installed = false

export function hideInternalHeaders() {
  if (installed) return
  installed = true
  const setHeader = ServerResponse.prototype.setHeader
  ServerResponse.prototype.setHeader = function (this: ServerResponse, name, value) {
    return hidden.has(String(name).toLowerCase()) ? this : setHeader.call(this, name, value)
  }
}
