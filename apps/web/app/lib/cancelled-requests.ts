/**
 * React Router cancels a request in flight when a newer one takes its place (the checkout's
 * next field saved while the last save is still revalidating, a page left while it loads). If
 * the answer's body was still arriving, its decoder (turbo-stream in react-router 7.18) leaves
 * a promise on the cancelled body that nobody awaits, so the browser reports the AbortError as
 * an uncaught error although nothing went wrong: the newer request carries on. Only those are
 * hushed; every other uncaught error is still reported.
 */
export function hushCancelledRequests(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === 'AbortError') event.preventDefault();
  });
}
