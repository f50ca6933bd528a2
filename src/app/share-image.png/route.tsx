import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { Monogram } from '@/components/ui/monogram'
import { shareImage } from '@/core/share-image'
import { brandWords } from '@/lib/company'

/**
 * The site's share picture (`og:image`) for the pages that have no picture of their own: the home page, the
 * listings, the producers' and static pages (decision 094). The company's seal and name, in no language, drawn once
 * at build time from the company's configured name (NEXT_PUBLIC_COMPANY_NAME) in the site's own typefaces.
 */
export const dynamic = 'force-static'

const colours = { ground: '#2a0a12', text: '#faf6ef', accent: '#c8a45e', muted: '#d9bc7f' }

const font = (file: string) => readFile(path.join(process.cwd(), 'src/styles/fonts/share', file))

export async function GET() {
  const [display, text] = await Promise.all([font('cormorant-garamond-latin-600.woff'), font('inter-latin-500.woff')])
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: colours.ground,
        color: colours.text,
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: 28,
          right: 28,
          bottom: 28,
          left: 28,
          display: 'flex',
          border: `2px solid ${colours.accent}`,
          opacity: 0.6,
        }}
      />
      <svg width="176" height="176" viewBox="0 0 40 40">
        <circle cx="20" cy="20" r="18.5" fill="none" stroke={colours.accent} strokeWidth="1" />
        <circle cx="20" cy="20" r="15.5" fill="none" stroke={colours.accent} strokeWidth="0.5" />
        {/* Satori draws intrinsic elements only inside an <svg>: the component's element, not the component. */}
        <g fill={colours.text}>{Monogram({ letter: brandWords.first.charAt(0), size: 19 })}</g>
      </svg>
      <div
        style={{
          maxWidth: 1060,
          marginTop: 40,
          fontFamily: 'Display',
          fontSize: 132,
          lineHeight: 1,
          letterSpacing: 1,
          textAlign: 'center',
        }}
      >
        {brandWords.first}
      </div>
      {brandWords.rest && (
        <div
          style={{
            maxWidth: 1060,
            marginTop: 28,
            fontFamily: 'Text',
            fontSize: 30,
            letterSpacing: 10,
            // The spacing follows the last letter too: as much before the first keeps the words centred.
            paddingLeft: 10,
            textTransform: 'uppercase',
            color: colours.muted,
            textAlign: 'center',
          }}
        >
          {brandWords.rest}
        </div>
      )}
    </div>,
    {
      width: shareImage.width,
      height: shareImage.height,
      fonts: [
        { name: 'Display', data: display, weight: 600, style: 'normal' },
        { name: 'Text', data: text, weight: 500, style: 'normal' },
      ],
    },
  )
}
