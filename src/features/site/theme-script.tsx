/**
 * Sets the theme class before the first paint, so a dark-mode visitor never sees a light flash:
 * the stored 'theme' preference, else the system's.
 */
const script = `try{var t=localStorage.getItem('theme');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.classList.toggle('dark',t==='dark');document.documentElement.style.colorScheme=t}catch(e){}`

export const ThemeScript = () => <script dangerouslySetInnerHTML={{ __html: script }} />
