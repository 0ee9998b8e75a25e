// Talks with the page that embeds this one (the site's research frame): it reports which section is
// shown and how tall the page is, and shows the section the embedding page asks for (Back / Forward).
// A file of its own, not inline: static files carry the pages' CSP, which runs script from this site only.
/* global document, window, history, location */
(function () {
  var sections = Array.prototype.slice.call(document.querySelectorAll('main section'));
  var links = Array.prototype.slice.call(document.querySelectorAll('nav a'));
  var parentOrigin = '*';
  try {
    if (document.referrer) parentOrigin = new URL(document.referrer).origin;
  } catch {
    // no usable referrer: messages go to any embedding page, which checks their origin itself
  }
  var tell = function (message) {
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  };
  var height = function () {
    tell({ type: 'research:height', height: document.documentElement.scrollHeight });
  };
  var show = function (name) {
    var found = sections.some(function (s) {
      return s.id === name;
    })
      ? name
      : 'overview';
    sections.forEach(function (s) {
      s.hidden = s.id !== found;
    });
    links.forEach(function (a) {
      if (a.getAttribute('href') === '#' + found) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    });
    height();
    return found;
  };
  links.forEach(function (a) {
    a.addEventListener('click', function (event) {
      event.preventDefault();
      var name = show(a.getAttribute('href').slice(1));
      history.replaceState(null, '', '#' + name);
      tell({ type: 'research:page', page: name });
    });
  });
  window.addEventListener('hashchange', function () {
    show(location.hash.slice(1));
  });
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !event.data) return;
    if (event.data.type === 'research:show') {
      var name = show(event.data.page || 'overview');
      history.replaceState(null, '', '#' + name);
    }
    if (event.data.type === 'research:measure') height();
  });
  show(location.hash.slice(1));
})();
