/**
 * Lays out every `below-fold` block at once (globals.css) whenever the browser is about to
 * scroll to a place it computes from their heights: an address with a #section, a click on a
 * link to one, a reload, a step back or forward in the history, the End key. Left to their
 * estimated heights, the blocks above the target would make it land off its place (a link from
 * the mobile menu landed 412 px off without the click listener; End stopped short of the end).
 * A reload or a step back restores the offset saved with the heights the blocks had then: their
 * real ones once a visitor has read down to there, followed a link or jumped. A jump (the scroll
 * bar, a search in the page) passes over blocks never laid out, so any scroll of more than a
 * screen down at once lays them out too (a reload or a step back then landed 1,900 px off); if
 * it reached the end in that one step, it is taken on to the new end.
 * Once the scrolling has stopped (200 ms without a scroll: not every browser fires
 * `scrollend`), or 1 s after a step or a click that did not scroll, the blocks are deferred
 * again: they keep the heights they were laid out with (`contain-intrinsic-size: auto`), and the
 * next page of the visit starts deferred. Two frames later, unless another scroll has laid them
 * out since: the browser records those heights only as it renders a frame, and blocks just made
 * again by the app (a step back to the home page) fell back to their estimates, which moved the
 * page 1,700 px under the visitor.
 * A fresh visit, the case to make fast, keeps them deferred until they come near the viewport.
 * A step back or forward within the visit also turns the stylesheet's smooth scrolling off until
 * then: the browser restores the offset with the page's scroll behaviour, and the page glided
 * there from near its top for about a second.
 * Not covered: a text fragment (`#:~:text=`) is hidden from scripts, so such a visit starts
 * deferred and the browser may stop short of the text.
 */
export const BELOW_FOLD_SCRIPT = `(function(){var h=document.documentElement,n=performance.getEntriesByType('navigation')[0],v=0,w=0,y=scrollY;function all(){v++;h.classList.add('laid-out')}function idle(d){clearTimeout(w);var k=v;w=setTimeout(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){if(k===v){h.classList.remove('laid-out');h.style.scrollBehavior=''}})})},d)}function soon(){all();idle(1000)}if(location.hash||(n&&(n.type==='reload'||n.type==='back_forward')))all();addEventListener('popstate',function(){soon();h.style.scrollBehavior='auto'},true);document.addEventListener('click',function(e){var t=e.target;if(t instanceof Element&&t.closest('a[href*="#"]'))soon()},true);addEventListener('keydown',function(e){var t=e.target;if(e.key==='End'&&!e.defaultPrevented&&!(t instanceof HTMLElement&&(t.isContentEditable||/^(TEXTAREA|SELECT)$/.test(t.tagName)||(t.tagName==='INPUT'&&!/^(checkbox|radio|button|submit|reset)$/.test(t.type)))))soon()});addEventListener('scroll',function(){if(scrollY-y>innerHeight){var end=scrollY+innerHeight>=h.scrollHeight-1;all();if(end)scrollTo({top:h.scrollHeight,behavior:'instant'})}y=scrollY;idle(200)},{passive:true})})()`
