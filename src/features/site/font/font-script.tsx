import { GEIST_LATIN_WOFF2_BASE64 } from './geist-latin-data'

/** The family name `--font-sans` asks for first (globals.css). */
export const FONT_FAMILY = 'Geist'

/**
 * The site's typeface, Geist (variable, weights 100 to 900, Latin; OFL.txt), handed to the
 * browser from bytes before the body is parsed, so the first layout already uses it.
 *
 * Why not `@font-face`: a web font only starts loading once a layout has met text in it (even
 * from a data: URL), so that first layout runs with the system's fonts, and on Linux and Android
 * Chromium then asks the browser process about each family, size and weight it meets: 34 font
 * look-ups and about 80 ms of a mobile page's first layout, which Lighthouse counts 4 times over.
 * A `FontFace` made from bytes is ready when it is made (in Chromium; the e2e test checks it).
 * Without scripts, the stack's system faces are used.
 */
export const FONT_SCRIPT = `try{var d='${GEIST_LATIN_WOFF2_BASE64}',b;if(Uint8Array.fromBase64)b=Uint8Array.fromBase64(d);else{var s=atob(d);b=new Uint8Array(s.length);for(var i=0;i<s.length;i++)b[i]=s.charCodeAt(i)}document.fonts.add(new FontFace('${FONT_FAMILY}',b,{weight:'100 900'}))}catch(e){}`

export const FontScript = () => <script dangerouslySetInnerHTML={{ __html: FONT_SCRIPT }} />
