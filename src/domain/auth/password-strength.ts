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

const build = async (lang: Locale): Promise<PasswordEstimator> => {
  const [{ ZxcvbnFactory }, common, fr, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-en'),
  ])
  const zxcvbn = new ZxcvbnFactory({
    translations: (lang === 'fr' ? fr : en).translations,
    graphs: common.adjacencyGraphs,
    // Both languages' words whatever the page's language: a French client may pick an English word.
    dictionary: { ...common.dictionary, ...fr.dictionary, ...en.dictionary },
  })
  const { translations } = lang === 'fr' ? fr : en
  return (password, userInputs = []) => {
    const { score, feedback } = zxcvbn.check(password, userInputs)
    if (score >= MIN_PASSWORD_SCORE) return { strong: true }
    const reason = feedback.warning || feedback.suggestions[0]
    return { strong: false, reason: reason || translations.suggestions.anotherWord }
  }
}

const estimators = new Map<Locale, Promise<PasswordEstimator>>()

/**
 * zxcvbn-ts with the common, French and English dictionaries, its feedback in `lang`. Imported on
 * first use, so the browser downloads the dictionaries (a few hundred KB) only when a password
 * form asks, never with a public page; built once per language.
 */
export const loadPasswordEstimator = (lang: Locale) => {
  let estimator = estimators.get(lang)
  if (!estimator) {
    estimator = build(lang)
    estimators.set(lang, estimator)
  }
  return estimator
}

/** The refusal's key in the validation namespace; its text takes the estimator's `reason`. */
export const PASSWORD_TOO_WEAK = 'passwordTooWeak'
