/**
 * Sets the theme class before the first paint, so a dark-mode visitor never sees a light flash:
 * the stored 'theme' preference, else the system's.
 */
export const THEME_STORAGE_KEY = 'theme'

/** Exported for the per-request pages' Content-Security-Policy, which allows it by its hash. */
export const THEME_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.classList.toggle('dark',t==='dark');document.documentElement.style.colorScheme=t}catch(e){}`
