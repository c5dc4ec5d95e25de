// The federation runtime must negotiate the shared singletons before any of them is used.
// React's renderer, the heaviest module, is evaluated in a task of its own, so that no task blocks the page long.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void (async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
})();
