import { feedRoute } from '@/features/editorial/feed-route'

export const GET = feedRoute
