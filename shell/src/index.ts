// The federation runtime must negotiate the shared singletons before any of them is used.
// A page drawn by the server is painted first, its largest picture with it, before React's work
// claims the main thread (a hidden tab, which paints nothing, goes on after a moment).
// React's renderer, the heaviest module, is then evaluated in a task of its own, so that no task
// blocks the page long.
const afterFirstPaint = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void (async () => {
  await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
})();
