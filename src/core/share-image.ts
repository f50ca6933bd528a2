/**
 * The site's share picture (`og:image`) for pages without one of their own: its address, which
 * src/app/share-image.png/route.tsx answers, and its size, which that route draws and the pages' metadata announce.
 */
export const shareImage = { path: '/share-image.png', width: 1200, height: 630 } as const
