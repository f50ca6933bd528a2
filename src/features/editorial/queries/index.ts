export * from './articles'
export * from './pages'
