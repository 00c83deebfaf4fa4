import { ImageResponse } from 'next/og'

import { OG_SIZE } from '../seo'

/**
 * A page's preview picture when its link is shared: the brand, the page's title, the studio's
 * line. Drawn by next/og at build (pages) or on the first request (posts), then cached.
 */
export const ogCard = ({
  brand,
  title,
  tagline,
}: {
  brand: string
  title: string
  tagline: string
}) =>
  new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: 'linear-gradient(180deg, #eff6ff 0%, #ffffff 100%)',
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', fontSize: 44, fontWeight: 700 }}>
        {brand}
        <span style={{ color: '#1d4ed8' }}>.</span>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 60 ? 56 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -1.5,
        }}
      >
        {title}
      </div>
      <div
        style={{
          display: 'flex',
          borderTop: '4px solid #1d4ed8',
          paddingTop: 28,
          fontSize: 30,
          color: '#1d4ed8',
          fontWeight: 600,
        }}
      >
        {tagline}
      </div>
    </div>,
    OG_SIZE,
  )
