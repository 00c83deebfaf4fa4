/** The three offers a brief can ask for. */
export const PROJECT_TYPES = ['launch_site', 'pro_platform', 'real_software'] as const

export type ProjectType = (typeof PROJECT_TYPES)[number]
