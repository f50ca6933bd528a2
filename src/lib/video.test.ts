import { describe, expect, it } from 'vitest'

import { videoEmbed } from './video'

describe('video embeds: youtube-nocookie after consent (issue 5, rich text)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=vRm0uThT0r1', 'https://www.youtube-nocookie.com/embed/vRm0uThT0r1'],
    ['https://youtu.be/vRm0uThT0r1?t=12', 'https://www.youtube-nocookie.com/embed/vRm0uThT0r1'],
    ['https://youtube.com/shorts/abcDEF_123', 'https://www.youtube-nocookie.com/embed/abcDEF_123'],
    ['https://m.youtube.com/watch?v=abcDEF-123&list=x', 'https://www.youtube-nocookie.com/embed/abcDEF-123'],
    ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
  ])('%s plays from %s', (address, src) => {
    expect(videoEmbed(address)?.src).toBe(src)
  })

  it.each([
    'http://www.youtube.com/watch?v=vRm0uThT0r1',
    'https://www.youtube.com/watch?v=%22%3E%3Cscript%3E',
    'https://evil.example/watch?v=vRm0uThT0r1',
    'https://vimeo.com/channels/staffpicks',
    'not a url',
  ])('refuses %s', (address) => {
    expect(videoEmbed(address)).toBeNull()
  })
})
