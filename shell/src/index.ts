// The federation runtime must negotiate the shared singletons before any of them is used.
// The heaviest modules are evaluated one task at a time, so that no task blocks the page long.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void (async () => {
  await import('react-dom/client');
  await nextTask();
  await import('@olympiad/shared/ui');
  await nextTask();
  await import('./bootstrap');
})();
