/** The social networks the footer links to, each with its icon of the sprite. */
export const SOCIAL_NETWORKS = {
  instagram: { name: 'Instagram', icon: 'brand-instagram' },
  linkedin: { name: 'LinkedIn', icon: 'brand-linkedin' },
  facebook: { name: 'Facebook', icon: 'brand-facebook' },
} as const

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS
export const SOCIAL_NETWORK_KEYS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]
