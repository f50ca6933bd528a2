import config from '@payload-config'

import type { ApiGuard } from './index'
import { readQuery } from './query-limits'
import { type Problem, refusal } from './refusals'
import { schemaFor } from './where-paths'
import { conditionCount, longestList, MAX_CONDITIONS, MAX_LIST_VALUES } from './where-size'
import { joinProblems, parseJoins, parseWhere, whereProblems } from './where-values'

const notConditions: Problem = {
  field: 'where',
  message: {
    it: 'where è un insieme di condizioni (where[campo][operatore]=valore), non un testo',
    en: 'where is a set of conditions (where[field][operator]=value), not a text',
  },
}

/**
 * A `where` whose values cannot be compared with their fields (where-values.ts), a read's own or one of its
 * joins', or that holds more than MAX_CONDITIONS comparisons or a list of more than MAX_LIST_VALUES, is a 400 naming each, on any method: reads, Payload's
 * POST-as-GET (form or JSON), and the bulk updates and deletes that take a `where`.
 */
export const whereValues: ApiGuard = async (request, next) => {
  const url = new URL(request.url)
  // A body that does not parse has been answered by queryLimits, which runs first.
  const params = (await readQuery(request).catch(() => null)) ?? url.searchParams
  // `where=x`: a text where Payload expects conditions, which it answered with a 500 (the seventeenth check from outside).
  if (params.has('where')) return refusal(request, [notConditions])
  const keys = [...params.keys()]
  const joinWhere = keys.some((key) => /^joins\[[^\]]*\]\[where\]/.test(key))
  if (!joinWhere && !keys.some((key) => key.startsWith('where['))) return next()
  const schema = schemaFor(url.pathname, await config)
  const search = params.toString()
  const where = parseWhere(search)
  const joins = joinWhere ? parseJoins(search) : undefined
  const conditions =
    conditionCount(where) +
    Object.values((joins ?? {}) as Record<string, unknown>).reduce<number>(
      (sum, join) => sum + conditionCount(join && typeof join === 'object' && 'where' in join ? join.where : undefined),
      0,
    )
  const list = Math.max(
    longestList(where),
    ...Object.values((joins ?? {}) as Record<string, unknown>).map((join) =>
      longestList(join && typeof join === 'object' && 'where' in join ? join.where : undefined),
    ),
  )
  const problems: Problem[] =
    conditions > MAX_CONDITIONS
      ? [
          {
            field: 'where',
            message: {
              it: `un where contiene al massimo ${MAX_CONDITIONS} confronti (questo ${conditions})`,
              en: `a where holds at most ${MAX_CONDITIONS} comparisons (this one ${conditions})`,
            },
          },
        ]
      : list > MAX_LIST_VALUES
        ? [
            {
              field: 'where',
              message: {
                it: `una lista contiene al massimo ${MAX_LIST_VALUES} valori (questa ${list})`,
                en: `a list holds at most ${MAX_LIST_VALUES} values (this one ${list})`,
              },
            },
          ]
        : schema
          ? [...whereProblems(where, schema), ...(joins ? joinProblems(joins, schema) : [])]
          : []
  return problems.length ? refusal(request, problems) : next()
}
