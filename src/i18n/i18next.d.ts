import type { resources } from './resources'

/** Keys are checked against the French texts (the reference): an unknown key fails the type-check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: (typeof resources)['fr']
    returnNull: false
  }
}
