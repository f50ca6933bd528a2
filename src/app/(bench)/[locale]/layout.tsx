// Benchmark only (decision 010): the site's own root layout, without the per-request rendering its pages get for
// their CSP nonce (decision 015, `dynamic` is not re-exported), so that the reference page stays prerendered.
// Its scripts carry no nonce and would not run in a browser; the benchmark only counts its bytes.
export { default, generateStaticParams, metadata, viewport } from '../../(site)/[locale]/layout'
