import type { Locale } from '@/i18n/locales'

import { formGuard } from '../forms/guard'
import { jobFormTexts } from './form-texts'
import { JobForm } from './job-form.client'

/** The work-with-us form with its fill-time token and its texts, translated here. */
export async function JobApplication({ locale }: { locale: Locale }) {
  return <JobForm locale={locale} guard={formGuard()} texts={await jobFormTexts(locale)} />
}
