import { THEME_SCRIPT } from './theme-script'

/**
 * The theme script, first in each area's layout so that it runs before the page's content is
 * parsed. Prerendered pages allow inline scripts; a page rendered per request passes the nonce
 * of its policy (`requestNonce`).
 */
export const ThemeScriptTag = ({ nonce }: { nonce?: string }) => (
  <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
)
