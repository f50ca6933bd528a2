import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '@/components/ui/icons'

import type { FooterContent } from '../queries'

import styles from './site-footer.module.css'

const networks = [
  { network: 'facebook', Icon: FacebookIcon },
  { network: 'instagram', Icon: InstagramIcon },
  { network: 'youtube', Icon: YoutubeIcon },
  { network: 'linkedin', Icon: LinkedinIcon },
] as const

type SocialLinksProps = {
  social: FooterContent['social']
  /** Accessible name per network (Footer.followOn). */
  labelFor: (network: (typeof networks)[number]['network']) => string
}

/** Only the networks the editors configured. */
export function SocialLinks({ social, labelFor }: SocialLinksProps) {
  const configured = networks.filter(({ network }) => social[network])
  if (configured.length === 0) return null
  return (
    <ul className={styles.social}>
      {configured.map(({ network, Icon }) => (
        <li key={network}>
          <a className={styles.socialLink} href={social[network]} aria-label={labelFor(network)} rel="noopener">
            <Icon size={20} />
          </a>
        </li>
      ))}
    </ul>
  )
}
