/**
 * Lays out every `below-fold` block at once (globals.css) whenever the browser is about to
 * scroll to a place it computes from their heights: an address with a #section, a click on a
 * link to one, a reload or a step back or forward in the history. Left to their estimated
 * heights, the blocks above the target would make it land off its place (a link from the mobile
 * menu landed 412 px off without the click listener). A reload restores the offset saved with
 * the heights the blocks had then: their real ones once a visitor has read down to there (or
 * followed a link). Known gap: after a jump over blocks never laid out (the End key, the scroll
 * bar), a reload lands off.
 * Once the scroll has ended the blocks are deferred again: they keep the heights they were laid
 * out with (`contain-intrinsic-size: auto`), and the next page of the visit starts deferred.
 * A fresh visit, the case to make fast, keeps them deferred until they come near the viewport.
 * Not covered: a text fragment (`#:~:text=`) is hidden from scripts, so such a visit starts
 * deferred and the browser may stop short of the text.
 */
export const BELOW_FOLD_SCRIPT = `(function(){var h=document.documentElement,n=performance.getEntriesByType('navigation')[0];function all(){h.classList.add('laid-out')}if(location.hash||(n&&(n.type==='reload'||n.type==='back_forward')))all();addEventListener('popstate',all,true);document.addEventListener('click',function(e){var t=e.target;if(t instanceof Element&&t.closest('a[href*="#"]'))all()},true);addEventListener('scrollend',function(){h.classList.remove('laid-out')})})()`
