import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { findProvince, provinceChoices } from '@/lib/find-province'
import { provinces } from '@/lib/provinces'

import { listAgents } from '../queries'
import { requestByKey, requestHref, wizardParams } from '../requests'

import styles from './contacts.module.css'
import buttons from '@/components/ui/button.module.css'

/**
 * The agents page (spec §2; issue 12): the agents, up to 50, and a finder that shows the agents of a province. The
 * finder is a GET form (`?provincia=VR`): it works without JavaScript, and a buyer can type the province's name or
 * code or pick it from the browser's suggestions. Each agent's button opens the contact form addressed to them.
 */
export async function AgentsView({ locale, query }: { locale: Locale; query?: string }) {
  const [t, agents] = await Promise.all([getTranslations({ locale, namespace: 'Agents' }), listAgents(locale)])
  const asked = query?.trim().slice(0, 80) ?? ''
  const province = asked ? findProvince(asked) : undefined
  const choices = asked && !province ? provinceChoices(asked) : []
  const chooseHref = (code: string) =>
    `${localizePath('/contacts/agents', locale)}?${wizardParams.province[locale]}=${code}#agenti`
  const shown = province ? agents.filter((a) => a.provinces.some((p) => p.code === province.code)) : agents
  const writeTo = requestByKey('agent')!
  const becomeAgent = requestByKey('agents')!
  return (
    <section className={styles.section} aria-labelledby="agents-heading">
      <h2 id="agents-heading" className={styles.heading}>
        {t('finderTitle')}
      </h2>
      <form className={styles.finder} action="#agenti" method="get" role="search" aria-label={t('finderTitle')}>
        <div className={styles.finderField}>
          <label htmlFor="agent-province">{t('finderLabel')}</label>
          <input
            id="agent-province"
            name={wizardParams.province[locale]}
            list="agent-provinces"
            defaultValue={province ? `${province.name} (${province.code})` : asked}
            autoComplete="off"
            aria-describedby="agent-province-hint"
          />
          <datalist id="agent-provinces">
            {provinces.map((p) => (
              <option key={p.code} value={`${p.name} (${p.code})`}>
                {p.region[locale]}
              </option>
            ))}
          </datalist>
          <span id="agent-province-hint" className={styles.agentRole}>
            {t('finderHint')}
          </span>
        </div>
        <button type="submit" className={`${buttons.button} ${styles.finderButton}`}>
          {t('finderSubmit')}
        </button>
        {asked ? (
          <Link locale={locale} href="/contacts/agents" className={buttons.buttonGhost}>
            {t('finderReset')}
          </Link>
        ) : null}
      </form>
      <div id="agenti" tabIndex={-1}>
        <p className={styles.status} role="status">
          {choices.length
            ? t('severalProvinces', { query: asked })
            : asked && !province
              ? t('unknownProvince', { query: asked })
              : province
                ? t('resultsFor', { count: shown.length, province: `${province.name} (${province.code})` })
                : t('all', { count: agents.length })}
        </p>
        {choices.length ? (
          <ul className={styles.choices}>
            {choices.map((p) => (
              <li key={p.code}>
                <a href={chooseHref(p.code)}>{`${p.name} (${p.code})`}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className={styles.agents}>
          {(asked && !province ? [] : shown).map((agent) => (
            <li key={agent.id} className={styles.agent}>
              {agent.image ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  className={styles.agentImage}
                  src={agent.image.src}
                  srcSet={`${agent.image.src} 1x, ${agent.image.src2x} 2x`}
                  alt={agent.image.alt || t('portrait', { name: agent.name })}
                  width={150}
                  height={183}
                  loading="lazy"
                />
              ) : (
                <span className={styles.agentImage} aria-hidden="true" />
              )}
              <div>
                <h3 className={styles.agentName}>{agent.name}</h3>
                {agent.role ? <p className={styles.agentRole}>{agent.role}</p> : null}
                {agent.area ? <p className={styles.agentArea}>{t('covers', { area: agent.area })}</p> : null}
                {agent.abstract ? <p className={styles.agentAbstract}>{agent.abstract}</p> : null}
                <Link locale={locale} href={requestHref(locale, writeTo, agent.id)} className={buttons.buttonGhost}>
                  {t('contact', { name: agent.name })}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.cta}>
        <Link locale={locale} href={requestHref(locale, becomeAgent)} className={buttons.button}>
          {t('becomeAgent')}
        </Link>
      </p>
    </section>
  )
}
