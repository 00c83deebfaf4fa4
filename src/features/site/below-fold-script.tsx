/**
 * Lays out every `below-fold` block at once (globals.css) whenever the browser is about to
 * scroll to a place it computes from their heights: an address with a #section, a click on a
 * link to one, a reload or a step back or forward in the history. Left to their estimated
 * heights, the blocks above the target would make it land off its place (a link from the mobile
 * menu landed 410 px off without the click listener). Chromium restores a reload's scroll by an
 * element of the page, which is safe either way; other engines restore the offset.
 * A fresh visit, the case to make fast, keeps them deferred until they come near the viewport.
 */
export const BELOW_FOLD_SCRIPT = `(function(){var h=document.documentElement,n=performance.getEntriesByType('navigation')[0];function all(){h.classList.add('laid-out')}if(location.hash||(n&&n.type!=='navigate'))all();addEventListener('popstate',all,true);document.addEventListener('click',function(e){var t=e.target;if(t instanceof Element&&t.closest('a[href*="#"]'))all()},true)})()`

export const BelowFoldScript = () => (
  <script dangerouslySetInnerHTML={{ __html: BELOW_FOLD_SCRIPT }} />
)
