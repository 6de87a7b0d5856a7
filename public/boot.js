// Runs before the first paint (a classic script in <head>), so a dark-mode user never sees a white
// flash and <html lang> is right from the start. Keys and values as src/client/lib/preferences.ts.
(function () {
  try {
    var root = document.documentElement;
    root.dataset.theme = localStorage.getItem('darkMode') === 'true' ? 'dark' : 'light';
    root.lang = localStorage.getItem('language') === 'ger' ? 'de' : 'en';
  } catch (error) {
    // Storage blocked: the defaults in index.html stand.
  }
})();
