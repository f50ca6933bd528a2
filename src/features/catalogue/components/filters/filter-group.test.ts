import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FilterGroup } from './filter-group.client'
import type { PanelList } from './filter-panel.client'

const labels = {
  showAll: 'Mostra tutti ({count})',
  showLess: 'Mostra meno',
  searchProducer: 'Cerca',
  noProducer: 'Nessuno',
  loadingValues: 'Caricamento',
  valuesFailed: 'Errore',
}
const producer = (i: number, selected = false) => ({
  code: `P${String(i).padStart(4, '0')}`,
  label: `Produttore ${i}`,
  count: 1,
  selected,
})
const render = (list: PanelList) =>
  renderToString(createElement(FilterGroup, { list, labels, checked: [], onToggle: () => {} }))
const boxes = (html: string) => html.match(/type="checkbox"/g)?.length ?? 0

describe('a filter list, sent whole or in part (issue 17: the listing at 100,000 products)', () => {
  it('a list sent whole has every value in the markup, the hidden ones hidden (the no-JavaScript form sees them all)', () => {
    const html = render({
      name: 'region',
      legend: 'Regione',
      entries: Array.from({ length: 30 }, (_, i) => producer(i)),
    })
    expect(boxes(html)).toBe(30)
    expect(html.match(/<li hidden=""/g)).toHaveLength(20)
    expect(html).not.toContain('<noscript>')
  })

  it('a list sent in part draws what it has, counts what it lacks, and links its full index without JavaScript', () => {
    const html = render({
      name: 'producer',
      legend: 'Produttore',
      allHref: '/produttori/',
      entries: [...Array.from({ length: 7 }, (_, i) => producer(i)), producer(1500, true)],
      rest: { count: 2000, href: '/api/filter-values/?list=producer&locale=it' },
    })
    expect(boxes(html)).toBe(7 + 1)
    expect(html).toContain('value="P1500"')
    expect(html).toMatch(/<noscript><a [^>]*href="\/produttori\/"[^>]*>Mostra tutti \(2000\)<\/a><\/noscript>/)
    expect(html).toMatch(/<button [^>]*aria-expanded="false"[^>]*>Mostra tutti \(2000\)<\/button>/)
    // An empty live region, where the list's loading and a failure to load are announced.
    expect(html).toMatch(/<p [^>]*role="status"[^>]*><\/p>/)
  })
})
