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
    // Until a language is chosen, the browser's (browserLocale in preferences.ts).
    var stored = localStorage.getItem('language');
    var spoken = (navigator.languages || []).filter(function (tag) {
      return /^(en|de)\b/i.test(tag);
    })[0];
    root.lang = stored === 'ger' ? 'de' : stored === 'eng' ? 'en' : spoken && /^de/i.test(spoken) ? 'de' : 'en';
    // The chosen language's messages download alongside the entry script (meta tags: vite.config.ts;
    // parts: src/client/lib/i18n.ts): the shell's always, the public pages' away from the home page but not
    // on the pages of src/client/routes/_auth/ (those load them only to show a visitor the login), and the
    // app's on those pages (their guard waits for it; a visitor there pays 6 kB for nothing) and wherever
    // someone logged in here before (the hint of src/client/features/offline/offline-loader.ts). Those
    // pages' first path segments come from the build (the guarded-paths meta tag, vite.config.ts).
    var parts = ['site'];
    var guardedMeta = document.querySelector('meta[name="guarded-paths"]');
    var guarded = !!guardedMeta && guardedMeta.content.split(' ').indexOf(location.pathname.split('/')[1]) !== -1;
    if (location.pathname !== '/' && !guarded) parts.push('pages');
    if (guarded || localStorage.getItem('offlineData') === 'true') parts.push('messages');
    parts.forEach(function (part) {
      var selector = 'meta[name="catalogue"][data-locale="' + root.lang + '"][data-part="' + part + '"]';
      var catalogue = document.querySelector(selector);
      if (!catalogue) return;
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = catalogue.content;
      document.head.appendChild(preload);
    });
    // A mentee who picked a mentor opens the schedule on that mentor's calendar, not on the prompt to pick
    // one: the schedule's app shell shows the outline this mark picks (key as
    // src/client/features/calendar/selected-mentor.ts).
    if (localStorage.getItem('selectedMentor')) root.dataset.mentorChosen = '';
    // The first Intl call of a page loads the browser's ICU data: one piece of main-thread work of 20-60 ms
    // on the bench's machine, more on a phone. Every page of someone logged in makes that call (dates, the
    // zone the app tells the server), and so do the public pages that show mentors' ratings or prices (the
    // home page's top mentors). Done when the thread is idle, i.e. while the page's scripts download, it
    // is no longer part of the app's start or of the first render of those figures (decisions 121, 127).
    if (window.requestIdleCallback) {
      window.requestIdleCallback(function () {
        Intl.DateTimeFormat().resolvedOptions();
      });
    }
  } catch (error) {
    // Storage blocked: the defaults in index.html stand.
  }
})();

// While the header's menu (a popover, MENU_ID in src/client/features/shell/header.tsx) is open, <html>
// says so, and the page below it takes no taps (shell.css.ts); from here, as the menu opens before the
// app has taken the page over too. `toggle` does not bubble: it is caught on its way down.
document.addEventListener(
  'toggle',
  function (event) {
    if (event.target.id === 'main-menu') document.documentElement.toggleAttribute('data-menu-open', event.newState === 'open');
  },
  true,
);

// The auth check every page makes at start (src/client/features/user/current-user.ts takes this answer
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

// The opened page's first data leaves with the auth check too, for someone logged in here (the role
// cookie the app mirrors) whose data this device does not hold: the next session on /dashboard and /dashboard/session, the results on
// /dashboard/search. The route's loader takes the answer (src/client/lib/early-answers.ts) instead of
// asking once its code has downloaded and the auth check has answered (decision 104). Keys are the API
// paths the app asks for: UPCOMING_SESSIONS_PATH, and searchPath in src/client/features/search/api.ts.
(function () {
  try {
    // A device holding someone's data shows it at once and asks anew after the restore (start-up.ts).
    if (!navigator.onLine || !/(?:^|;\s*)role=/.test(document.cookie) || localStorage.getItem('offlineData') === 'true') return;
    // A page the server rendered comes with its data (SERVER_RENDERED_MARK in src/shared/pages/built-pages.ts).
    if (document.documentElement.hasAttribute('data-server-rendered')) return;
    var page = location.pathname.replace(/\/+$/, '');
    var paths = [];
    if (page === '/dashboard' || page === '/dashboard/session') paths.push('session/upcoming-sessions');
    if (page === '/dashboard/search') {
      var params = new URLSearchParams(location.search);
      var query = new URLSearchParams();
      var text = (params.get('q') || '').trim();
      if (text) query.set('query', text);
      ['categoryId', 'protoSkillId', 'proficiency'].forEach(function (name) {
        var value = params.get(name);
        if (value && value !== 'n/a') query.set(name, name === 'proficiency' ? value.toLowerCase() : value);
      });
      var search = query.toString();
      paths.push(search ? 'search?' + search : 'search');
    }
    if (!paths.length) return;
    var headers = { Accept: 'application/json', 'Accept-Language': document.documentElement.lang === 'de' ? 'de' : 'en' };
    window.__pageData = {};
    paths.forEach(function (path) {
      var answer = fetch('/app/' + path, { credentials: 'include', headers: headers });
      answer.catch(function () {});
      window.__pageData[path] = answer;
    });
  } catch (error) {
    // No early data; the pages ask themselves.
  }
})();
