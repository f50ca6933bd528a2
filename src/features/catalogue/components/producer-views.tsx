import { getTranslations } from 'next-intl/server'

import styles from '@/features/editorial/components/content.module.css'
import { PageIntro } from '@/features/editorial/components/page-intro'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { listProducers, type ProducerDetail } from '../queries'
import { ProductGrid } from './product-grid'

export async function ProducerListView({ locale }: { locale: Locale }) {
  const [producers, t] = await Promise.all([listProducers(locale), getTranslations({ locale, namespace: 'Meta' })])
  return (
    <section className={styles.page}>
      <PageIntro title={t('producers.title')} lead={t('producers.description')} />
      <ul className={styles.list}>
        {producers.map((p) => (
          <li key={p.code}>
            <Link className={styles.card} href={{ pathname: '/producers/producer/[producer]', params: { producer: p.slug } }}>
              <h2 className={styles.cardTitle}>{p.name}</h2>
              <p className={styles.meta}>{p.region}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export async function ProducerView({ locale, producer }: { locale: Locale; producer: ProducerDetail }) {
  const t = await getTranslations({ locale, namespace: 'Listing' })
  return (
    <article className={styles.page}>
      <PageIntro eyebrow={producer.region ? `${t('region')}: ${producer.region}` : undefined} title={producer.name} lead={producer.description} />
      <ProductGrid locale={locale} cards={producer.products} />
    </article>
  )
}
