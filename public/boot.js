// Runs before the first paint (a classic script in <head>), so a dark-mode user never sees a white
// flash and <html lang> is right from the start. Keys and values as src/client/lib/preferences.ts.
(function () {
  try {
    var root = document.documentElement;
    var dark = localStorage.getItem('darkMode') === 'true';
    root.dataset.theme = dark ? 'dark' : 'light';
    // Title bar colour of the chosen theme (THEME_COLOR in preferences.ts); the meta tags precede this script.
    document.querySelectorAll('meta[name="theme-color"]').forEach(function (meta) {
      meta.content = dark ? '#141b26' : '#ffffff';
    });
    root.lang = localStorage.getItem('language') === 'ger' ? 'de' : 'en';
    // The chosen language's messages download alongside the entry script (meta tags: vite.config.ts).
    var catalogue = document.querySelector('meta[name="catalogue"][data-locale="' + root.lang + '"]');
    if (catalogue) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = catalogue.content;
      document.head.appendChild(preload);
    }
  } catch (error) {
    // Storage blocked: the defaults in index.html stand.
  }
})();

// The opened page's route chunks and their CSS download alongside the entry script too, rather than
// once it has run (meta tag: vite.config.ts). The router's own requests for them then find them loaded.
(function () {
  try {
    var meta = document.querySelector('meta[name="route-chunks"]');
    if (!meta) return;
    var map = JSON.parse(meta.content);
    var path = location.pathname.replace(/\/+$/, '') || '/';
    (map.routes[path] || []).forEach(function (index) {
      var file = map.files[index];
      var link = document.createElement('link');
      if (/\.css$/.test(file)) {
        // A preload, not a stylesheet: Vite's loader still adds the stylesheet and waits for it.
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // Same request mode as Vite's own links, so the browser reuses the download.
      link.crossOrigin = '';
      link.href = '/assets/' + file;
      document.head.appendChild(link);
    });
  } catch (error) {
    // A broken list only loses the head start; the router loads the page's code itself.
  }
})();

// The session check every page makes at start (src/client/features/user/api.ts takes this answer
// once) leaves now instead of after the entry script has downloaded and run. Offline the app does
// not ask at all.
(function () {
  try {
    if (!navigator.onLine) return;
    window.__userCheck = fetch('/app/user/auth', {
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang === 'de' ? 'de' : 'en' },
    });
    // Read (or its failure reported) by the app; unhandled until then is not an error.
    window.__userCheck.catch(function () {});
  } catch (error) {
    // No early check; the app asks itself.
  }
})();
