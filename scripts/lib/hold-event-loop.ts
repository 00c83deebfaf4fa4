/**
 * Node 20 ends a script whose top-level await is waiting on a module loaded through tsx's
 * off-thread loader when nothing else keeps the event loop alive: exit code 13 ("unsettled
 * top-level await") before the work is done. Scripts that import Payload that way hold the loop
 * open with this timer and end with an explicit process.exit.
 */
export const holdEventLoop = () => setInterval(() => undefined, 60_000)
