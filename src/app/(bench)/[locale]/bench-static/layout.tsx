// The site's header and footer around the reference page, as on every page it is compared with.
export { default } from '../../../(site)/[locale]/(default)/layout'
