// The scripts of a page the server drew for a signed-in visitor (decision 041), asked once the page has painted: the
// page names them in `#page-scripts` instead of its head (apps/server/src/web/pages.ts `scriptsAfterPaint`), so a phone's
// first paint shares its line with no script. A plain script, not a module: it runs before the app's own.
(() => {
  const list = document.getElementById('page-scripts');
  if (!list?.textContent) return;
  const { entry, preloads } = JSON.parse(list.textContent);
  const add = (tag, attributes) => {
    const element = Object.assign(document.createElement(tag), attributes);
    element.crossOrigin = '';
    document.head.append(element);
  };
  const load = () => {
    for (const href of preloads) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: entry });
  };
  // After the next paint: a frame, then a task. A hidden tab paints no frame: it loads at once.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
