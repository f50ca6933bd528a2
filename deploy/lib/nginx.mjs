// nginx on this machine with the recipe's server blocks (deploy/nginx/site.conf.template): a local certificate
// authority and a certificate for localhost, the template filled, a main configuration of its own (files, pid,
// temp, modules) and the server started. Used by the local deployment (deploy/local.mjs) and the HTTP Observatory
// bench (bench/observatory.mjs).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? null
const moduleDir = '/usr/share/nginx/modules'
/** Debian's brotli module (libnginx-mod-http-brotli-filter), which the recipe's `brotli` lines need. */
export const brotliModule = path.join(moduleDir, 'ngx_http_brotli_filter_module.so')

/** What is missing to run the recipe here, as the Debian packages to install (empty: nothing). */
export function missingPackages() {
  const missing = []
  if (!nginxBin) missing.push('nginx')
  if (!fs.existsSync(brotliModule)) missing.push('libnginx-mod-http-brotli-filter')
  if (spawnSync('sh', ['-c', 'command -v openssl']).status !== 0) missing.push('openssl')
  return missing
}

function openssl(dir, ...argv) {
  const result = spawnSync('openssl', argv, { cwd: dir, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`openssl ${argv[0]} failed: ${result.stderr}`)
}

/**
 * A local certificate authority (`ca.pem`) and a certificate for localhost and 127.0.0.1 signed by it (`site.pem`,
 * `site.key`) in `dir`, valid `days`; kept when they are already there and valid for another day.
 */
export function localCertificates(dir, { days = 2 } = {}) {
  fs.mkdirSync(dir, { recursive: true })
  const files = { ca: path.join(dir, 'ca.pem'), cert: path.join(dir, 'site.pem'), key: path.join(dir, 'site.key') }
  const valid =
    Object.values(files).every((f) => fs.existsSync(f)) &&
    spawnSync('openssl', ['x509', '-checkend', '86400', '-noout', '-in', files.cert]).status === 0
  if (valid) return files
  openssl(
    dir,
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', String(days), '-subj', '/CN=Vinea local CA'],
    ...['-keyout', 'ca.key', '-out', 'ca.pem', '-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  )
  openssl(
    dir,
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    'site.key',
    '-out',
    'site.csr',
  )
  fs.writeFileSync(
    path.join(dir, 'site.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n',
  )
  openssl(
    dir,
    ...['x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'],
    ...['-days', String(days), '-out', 'site.pem', '-extfile', 'site.ext'],
  )
  return files
}

/** The template's values for this machine: https://localhost:`httpsPort` with `certs` (localCertificates'). */
export const localhostValues = ({ httpPort, httpsPort, certs }) => ({
  SERVER_NAME: 'localhost',
  PUBLIC_ORIGIN: `https://localhost:${httpsPort}`,
  HTTP_PORT: String(httpPort),
  HTTPS_PORT: String(httpsPort),
  TLS_CERT: certs.cert,
  TLS_KEY: certs.key,
})

/**
 * Writes `dir/nginx.conf`: the template filled with `values` (see its header; `UPSTREAMS` from `upstreams`, a list
 * of host:port) inside a main configuration of `dir`'s own. `extra`: more server-level lines (a bench's static file).
 * `accessLog`: one JSON line per request in `dir/access.log` (with the node that answered and the edge cache's
 * status). Checks it with `nginx -t`; returns the path.
 */
export function writeNginxConfig(dir, { values, upstreams, extra = '', accessLog = false, workers = 2 }) {
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true, mode: 0o777 })
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true, mode: 0o777 })
  // Workers run as nobody when nginx is started by root: they write the caches and temp files.
  for (const sub of ['temp', 'cache']) fs.chmodSync(path.join(dir, sub), 0o777)
  const all = {
    CACHE_DIR: path.join(dir, 'cache'),
    UPSTREAMS: upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join(' '),
    ...values,
  }
  let site = fs
    .readFileSync(path.join(root, 'deploy/nginx/site.conf.template'), 'utf8')
    .replace(/\$\{(\w+)\}/g, (whole, name) => all[name] ?? whole)
    // One machine, no IPv6 needed (a container may have none).
    .replace(/^\s*listen \[::\].*\n/gm, '')
  if (extra) site = site.replace(/(\n\s*location \/_next\/static\/)/, `\n${extra}\n$1`)
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const log = accessLog
    ? `log_format vinea_json escape=json '{"time":"$time_iso8601","requestId":"$request_id","method":"$request_method","path":"$vinea_logged_path",'
        '"status":$status,"upstream":"$upstream_addr","upstream_status":"$upstream_status",'
        '"edge_cache":"$upstream_cache_status","request_time":$request_time}';
  access_log ${dir}/access.log vinea_json;`
    : 'access_log off;'
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    file,
    `daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${brotliModule};
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  ${log}
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
}
`,
  )
  const check = spawnSync(nginxBin, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx rejects the configuration ${file}:\n${check.stderr}`)
  return file
}

/** Starts nginx on `dir/nginx.conf` (in its own process group); returns the child. */
export function startNginx(dir, { stdio = 'inherit' } = {}) {
  return spawn(nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio, detached: true })
}
