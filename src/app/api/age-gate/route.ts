import { answerGate } from '@/features/site/age-gate/endpoint'

export const dynamic = 'force-dynamic'

/** The age gate's answer: adult (stores the flag, 7 days) or minor (stores nothing). */
export const POST = (request: Request) => answerGate(request)
