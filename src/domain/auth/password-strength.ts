import type { Locale } from '../locales'

/**
 * The lowest zxcvbn score a new password may have (0 to 4). 3 is "safely unguessable": no common
 * word, name, keyboard walk or date carries it, whatever its length or its symbols, which is why
 * no composition rule is asked on top.
 */
export const MIN_PASSWORD_SCORE = 3

/** The estimator's verdict; `reason` is its warning or first suggestion, in the chosen language. */
export type PasswordVerdict = { strong: true } | { strong: false; reason: string }
export type PasswordEstimator = (password: string, userInputs?: string[]) => PasswordVerdict

/**
 * One estimator for both languages: zxcvbn-ts ranks its dictionaries when built (about 16 MB of
 * heap for these), so a server that checks French and English passwords builds them once. Built
 * without translations, it reports its feedback as keys, translated per check.
 */
const build = async () => {
  const [{ ZxcvbnFactory }, common, fr, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-en'),
  ])
  const zxcvbn = new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    // Both languages' words whatever the page's language: a French client may pick an English word.
    dictionary: { ...common.dictionary, ...fr.dictionary, ...en.dictionary },
  })
  const translations = { fr: fr.translations, en: en.translations }
  return (lang: Locale): PasswordEstimator =>
    (password, userInputs = []) => {
      const { score, feedback } = zxcvbn.check(password, userInputs)
      if (score >= MIN_PASSWORD_SCORE) return { strong: true }
      const { warnings, suggestions } = translations[lang]
      const warning = feedback.warning && warnings[feedback.warning as keyof typeof warnings]
      const suggestion = suggestions[feedback.suggestions[0] as keyof typeof suggestions]
      return { strong: false, reason: warning || suggestion || suggestions.anotherWord }
    }
}

let estimatorByLanguage: ReturnType<typeof build> | undefined

/**
 * zxcvbn-ts with the common, French and English dictionaries, its feedback in `lang`. Imported on
 * first use, so the browser downloads the dictionaries (a few hundred KB) only when a password
 * form asks, never with a public page.
 */
export const loadPasswordEstimator = async (lang: Locale) =>
  (await (estimatorByLanguage ??= build()))(lang)

/** The refusal's key in the validation namespace; its text takes the estimator's `reason`. */
export const PASSWORD_TOO_WEAK = 'passwordTooWeak'
