// The host page's own script (external: the page's CSP allows no inline script). It adds a widget
// later, as a single-page app would, and removes another once it is on screen.
const removed = /** @type {HTMLElement} */ (document.getElementById('removed'));
const remove = () => setTimeout(() => removed.remove(), 300);
// The widget may have mounted before this deferred script ran (the loader is async): then the timer does it.
removed.addEventListener('penzugy:ready', remove, { once: true });
setTimeout(() => removed.isConnected && removed.remove(), 3000);

setTimeout(() => {
  const late = document.createElement('penzugy-rent-or-buy');
  late.id = 'late';
  late.setAttribute('theme', 'dark');
  late.setAttribute('loading', 'eager');
  late.setAttribute('rent', '180000');
  document.getElementById('late-slot')?.append(late);
}, 800);
