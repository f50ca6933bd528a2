/**
 * The forms' rules without their schemas (forms/schemas.ts): the §5 rule names, the limits and choices, and how an
 * issue's message carries its rule and values. Zod-free, so the browser loads the schemas only when a visitor first
 * touches a form (issue 17, item 2; decision 043).
 */
export const specRules = [
  'alpha',
  'alphanumeric',
  'alpha_dash',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'email',
  'excluded',
  'ext',
  'image',
  'integer',
  'is_not',
  'length',
  'max',
  'max_value',
  'mimes',
  'min',
  'min_value',
  'numeric',
  'oneOf',
  'regex',
  'required',
  'required_if',
  'size',
] as const

/**
 * The spec's 26 rules and one of the site's own: `reattach`, a file that was good but that a form sent without
 * JavaScript must be given again, since no browser refills a file input (the ninth check from outside: it read
 * "the field is required" under a file the visitor had attached).
 */
export const validationRules = [...specRules, 'reattach'] as const

export type ValidationRule = (typeof validationRules)[number]

/**
 * The values each rule's message names (`Validation.max`: "at most {length} characters"): the server hands the forms
 * every message with its values left as `{name}` (components/form-texts.tsx), and a form fills in those of its error
 * (`fillValues`). rules.test.ts checks these names against the messages of both languages.
 */
export const validationValues: Record<ValidationRule, readonly string[]> = {
  alpha: [],
  alphanumeric: [],
  alpha_dash: [],
  alpha_spaces: [],
  between: ['min', 'max'],
  confirmed: [],
  digits: ['length'],
  dimensions: ['width', 'height'],
  email: [],
  excluded: [],
  ext: ['types'],
  image: [],
  integer: [],
  is_not: [],
  length: ['length'],
  max: ['length'],
  max_value: ['max'],
  mimes: ['types'],
  min: ['length'],
  min_value: ['min'],
  numeric: [],
  oneOf: [],
  regex: [],
  required: [],
  required_if: [],
  size: ['size'],
  reattach: [],
}

export type FieldError = { rule: ValidationRule; values?: Record<string, string | number> }

export const limits = {
  name: 60,
  company: 120,
  address: 200,
  email: 254,
  message: 2000,
  phoneDigits: { min: 6, max: 15 },
  /** CV and cover letter: 5,120 KB each (DESIGN.md). */
  fileKb: 5120,
} as const

export const qualifications = ['diploma', 'bachelor', 'degree', 'other'] as const
export const areas = ['administration', 'logistics', 'marketing'] as const

/**
 * An issue's message is its rule, with the values of its message after a `?` (`max?length=2000`): zod keeps
 * the message of every check, but not always other properties.
 */
export const encode = (rule: ValidationRule, values?: FieldError['values']) =>
  values ? `${rule}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}` : rule
/** The rule and values an issue's message names; a message of zod's own (none expected) reads as `regex`. */
export function issueToFieldError(issue: { message: string }): FieldError {
  const [name = '', query] = issue.message.split('?', 2)
  const rule = (validationRules as readonly string[]).includes(name) ? (name as ValidationRule) : 'regex'
  if (!query) return { rule }
  const values = Object.fromEntries(
    [...new URLSearchParams(query)].map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]),
  )
  return { rule, values }
}

/** A message's `{name}` placeholders filled with an error's values, as the formatter does (`String(value)`). */
export const fillValues = (template: string, values: FieldError['values'] = {}) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )

/** A field error as the message react-hook-form carries (the inverse of issueToFieldError). */
export const encodeFieldError = (error: FieldError) => encode(error.rule, error.values)
