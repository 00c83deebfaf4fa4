import { GEIST_LATIN_WOFF2_BASE64 } from './geist-latin-data'

/** The family name `--font-sans` asks for first (globals.css). */
export const FONT_FAMILY = 'Geist'

/** The id of the data block that carries the font's bytes (base64) in the page's <head>. */
export const FONT_DATA_ID = 'geist-latin-woff2'

/** The data block's text: the font file, base64 (a data block never runs, so CSP skips it). */
export const FONT_DATA = GEIST_LATIN_WOFF2_BASE64

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
 *
 * The bytes sit in a data block before this script, not in it: as script text, V8 compiled the
 * 38 KB and a debugger (Lighthouse's) hashed and recorded it, which doubled the script's time in
 * a Lighthouse load (median 11 to 5 ms over 8 alternated runs).
 */
export const FONT_SCRIPT = `try{var d=document.getElementById('${FONT_DATA_ID}').textContent,b;if(Uint8Array.fromBase64)b=Uint8Array.fromBase64(d);else{var s=atob(d);b=new Uint8Array(s.length);for(var i=0;i<s.length;i++)b[i]=s.charCodeAt(i)}document.fonts.add(new FontFace('${FONT_FAMILY}',b,{weight:'100 900'}))}catch(e){}`
