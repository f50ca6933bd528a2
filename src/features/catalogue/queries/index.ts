export * from './catalogues'
export * from './products'
export * from './projects'
export * from './taxonomy'
