import { NotFoundView } from '@/features/site/not-found-view'

export default NotFoundView
