import type { MetadataRoute } from 'next'

import { env } from '@/server/platform/config/env'

/** /robots.txt: the public site is open; the signed-in areas, the CMS and the API are not. */
const robots = (): MetadataRoute.Robots => ({
  rules: {
    userAgent: '*',
    allow: '/',
    disallow: ['/api/', '/cms', '/admin', '/espace-client', '/en/espace-client', '/first-setup'],
  },
  sitemap: `${env.serverUrl}/sitemap.xml`,
})

export default robots
