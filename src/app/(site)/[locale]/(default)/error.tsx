'use client'

import { ErrorView } from '@/features/site/error-view.client'

export default ErrorView
