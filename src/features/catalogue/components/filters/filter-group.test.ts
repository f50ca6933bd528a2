import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { COMPACT_LIST, FilterGroup } from './filter-group.client'
import type { PanelList } from './filter-panel.client'

const labels = {
  showAll: 'Mostra tutti ({count})',
  showLess: 'Mostra meno',
  searchProducer: 'Cerca',
  noProducer: 'Nessuno',
}
const producers = (n: number, selected: number[] = []): PanelList => ({
  name: 'producer',
  legend: 'Produttore',
  allHref: '/produttori/',
  entries: Array.from({ length: n }, (_, i) => ({
    code: `P${String(i).padStart(4, '0')}`,
    label: `Produttore ${i}`,
    count: 1,
    selected: selected.includes(i),
  })),
})
const render = (list: PanelList) =>
  renderToString(createElement(FilterGroup, { list, labels, checked: [], onToggle: () => {} }))
const boxes = (html: string) => html.match(/type="checkbox"/g)?.length ?? 0

describe('a long filter list is sent compactly (issue 15, speed: the listing at 100,000 products)', () => {
  it('a short list has every value in the markup, the hidden ones hidden (the no-JavaScript form sees them all)', () => {
    const html = render(producers(COMPACT_LIST))
    expect(boxes(html)).toBe(COMPACT_LIST)
    expect(html).not.toContain('<noscript>')
  })

  it('a long list draws only its first values and the selected ones, and links its full index without JavaScript', () => {
    const html = render(producers(2000, [1500]))
    expect(boxes(html)).toBe(7 + 1)
    expect(html).toContain('value="P1500"')
    expect(html).not.toContain('value="P0999"')
    expect(html).toMatch(/<noscript><a [^>]*href="\/produttori\/"[^>]*>Mostra tutti \(2000\)<\/a><\/noscript>/)
    // 2,000 values in about a kilobyte each before: now the markup stays small.
    expect(html.length).toBeLessThan(10_000)
  })
})
