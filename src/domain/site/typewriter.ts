/**
 * The hero's typed phrases: each phrase is typed at 100 ms a character, stays 2 s, is erased
 * at 50 ms a character, then the next one starts; the list cycles.
 */
export const TYPE_MS = 100
export const PAUSE_MS = 2000
export const ERASE_MS = 50

export type TypewriterState = { index: number; length: number; erasing: boolean }

/** The page opens with the first phrase whole (readable before any script runs). */
export const initialTypewriter = (phrases: readonly string[]): TypewriterState => ({
  index: 0,
  length: phrases[0]?.length ?? 0,
  erasing: false,
})

/** The next state and how long to wait before showing it. */
export const nextTypewriter = (
  state: TypewriterState,
  phrases: readonly string[],
): { state: TypewriterState; delay: number } => {
  const phrase = phrases[state.index] ?? ''
  if (!state.erasing && state.length < phrase.length) {
    return { state: { ...state, length: state.length + 1 }, delay: TYPE_MS }
  }
  if (!state.erasing)
    return { state: { ...state, erasing: true, length: state.length - 1 }, delay: PAUSE_MS }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: ERASE_MS }
  return {
    state: { index: (state.index + 1) % Math.max(1, phrases.length), length: 1, erasing: false },
    delay: TYPE_MS,
  }
}

export const visibleText = (state: TypewriterState, phrases: readonly string[]) =>
  (phrases[state.index] ?? '').slice(0, state.length)
