/**
 * A video address an editor pasted, turned into the privacy-friendly player shown after consent
 * (youtube-nocookie.com; Vimeo with do-not-track; decision 012). Null for anything else: the page then shows a link.
 */
export type VideoEmbed = { provider: 'YouTube' | 'Vimeo'; src: string }

const YOUTUBE_ID = /^[\w-]{6,20}$/

export function videoEmbed(address: string): VideoEmbed | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  const parts = url.pathname.split('/').filter(Boolean)
  let youtube: string | null = null
  if (host === 'youtu.be') youtube = parts[0] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v')
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') youtube = parts[1] ?? null
  }
  if (youtube)
    return YOUTUBE_ID.test(youtube)
      ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${youtube}` }
      : null
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => /^\d+$/.test(p))
    return id ? { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}?dnt=1` } : null
  }
  return null
}
