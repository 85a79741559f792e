// Search for the lexgraph site. The query comes from ?q=. Served over http(s)
// it asks /api/search first; on any failure (and always from file://) it
// searches LEXGRAPH_ITEMS from search-data.js, loaded on demand. A word
// matches any word that starts with it; all query words must match.
(function () {
  'use strict';

  var MAX_RESULTS = 50;
  var SERVER_TIMEOUT_MS = 4000;
  var statusEl = document.getElementById('search-status');
  var listEl = document.getElementById('results');
  var input = document.getElementById('q');
  var docs = window.LEXGRAPH_DOCS || [];
  var docsByFile = {};
  docs.forEach(function (d, i) { docsByFile[d.file] = i; });

  var WORD_RE;
  try {
    WORD_RE = new RegExp('[\\p{L}\\p{N}\\p{M}]+', 'gu');
  } catch (e) {
    WORD_RE = /[A-Za-z0-9\u00C0-\uFFFF]+/g;
  }

  // Lower case, accents dropped: how words are compared.
  function fold(word) {
    var w = word.toLowerCase();
    return w.normalize ? w.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : w;
  }

  function words(text) {
    var m = String(text || '').match(WORD_RE) || [];
    return m.map(fold);
  }

  // The provision's id on its page: the rule of AnchorOf in site/links.h.
  function anchorOf(key) {
    var s = String(key).replace(/\.$/, '');
    var bytes = new TextEncoder().encode(s);
    var out = '';
    for (var i = 0; i < bytes.length; i++) {
      var b = bytes[i];
      if ((b >= 48 && b <= 57) || (b >= 65 && b <= 90) ||
          (b >= 97 && b <= 122) || b === 45 || b === 46) {
        out += String.fromCharCode(b);
      } else {
        out += '_' + (b < 16 ? '0' : '') + b.toString(16).toUpperCase();
      }
    }
    return out;
  }

  function setStatus(text, cls) {
    statusEl.textContent = text;
    statusEl.className = 'search-status' + (cls ? ' ' + cls : '');
  }

  function quoted(q) { return '\u201c' + q + '\u201d'; }

  // Up to 10 points for one query word among some words: 2 per equal word,
  // 1 per longer word starting with it.
  function wordScore(list, w) {
    var s = 0;
    for (var i = 0; i < list.length && s < 10; i++) {
      if (list[i] === w) s += 2;
      else if (list[i].lastIndexOf(w, 0) === 0) s += 1;
    }
    return Math.min(s, 10);
  }

  function matchesAny(word, qwords) {
    for (var i = 0; i < qwords.length; i++)
      if (word.lastIndexOf(qwords[i], 0) === 0) return true;
    return false;
  }

  // Appends `text` to `parent` with the words matching the query in <mark>.
  function appendMarked(parent, text, qwords) {
    var last = 0, m;
    WORD_RE.lastIndex = 0;
    while ((m = WORD_RE.exec(text)) !== null) {
      if (!matchesAny(fold(m[0]), qwords)) continue;
      if (m.index > last)
        parent.appendChild(document.createTextNode(text.slice(last, m.index)));
      var mark = document.createElement('mark');
      mark.textContent = m[0];
      parent.appendChild(mark);
      last = m.index + m[0].length;
    }
    if (last < text.length)
      parent.appendChild(document.createTextNode(text.slice(last)));
  }

  // About 240 characters of `text` around its first matching word.
  function snippetOf(text, qwords) {
    var at = 0, m;
    WORD_RE.lastIndex = 0;
    while ((m = WORD_RE.exec(text)) !== null) {
      if (matchesAny(fold(m[0]), qwords)) { at = m.index; break; }
    }
    var start = Math.max(0, at - 80);
    if (start > 0) {
      var sp = text.indexOf(' ', start);
      start = sp >= 0 && sp < at ? sp + 1 : start;
    }
    var end = Math.min(text.length, start + 240);
    if (end < text.length) {
      var back = text.lastIndexOf(' ', end);
      if (back > at) end = back;
    }
    return (start > 0 ? '\u2026' : '') + text.slice(start, end) +
        (end < text.length ? '\u2026' : '');
  }

  // Appends a server snippet: words it marks as «word» go in <mark>; without
  // such marks, the words matching the query are marked.
  function appendServerSnippet(parent, text, qwords) {
    if (!/\u00ab[^\u00bb]*\u00bb/.test(text)) {
      appendMarked(parent, text, qwords);
      return;
    }
    text.split(/\u00ab([^\u00bb]*)\u00bb/).forEach(function (part, i) {
      if (i % 2 === 0) {
        if (part) parent.appendChild(document.createTextNode(part));
      } else {
        var mark = document.createElement('mark');
        mark.textContent = part;
        parent.appendChild(mark);
      }
    });
  }

  // Plain text of a snippet that may carry markup (e.g. a server's <b>).
  function plainText(s) {
    s = String(s || '');
    if (s.indexOf('<') < 0 && s.indexOf('&') < 0) return s;
    return new DOMParser().parseFromString(s, 'text/html').body.textContent;
  }

  // hit: {key, href, title, doc, snippet, server}
  function renderResults(q, qwords, hits, total, source) {
    listEl.textContent = '';
    listEl.setAttribute('data-source', source);
    if (total === 0) {
      setStatus('No results for ' + quoted(q) +
                '. Check the spelling, or try fewer or shorter words.',
                'no-results');
      return;
    }
    setStatus(total > hits.length
        ? 'Showing the first ' + hits.length + ' of ' + total +
          ' results for ' + quoted(q) + '.'
        : total + (total === 1 ? ' result' : ' results') + ' for ' +
          quoted(q) + '.', 'has-results');
    hits.forEach(function (h) {
      var li = document.createElement('li');
      li.className = 'result';
      var head = document.createElement('div');
      head.className = 'result-head';
      var key = document.createElement(h.href ? 'a' : 'span');
      key.className = 'result-key';
      if (h.href) key.href = h.href;
      key.textContent = h.key;
      head.appendChild(key);
      if (h.title) {
        var title = document.createElement('span');
        title.className = 'result-title';
        appendMarked(title, h.title, qwords);
        head.appendChild(document.createTextNode(' '));
        head.appendChild(title);
      }
      li.appendChild(head);
      if (h.doc) {
        var doc = document.createElement('div');
        doc.className = 'result-doc';
        doc.textContent = h.doc;
        li.appendChild(doc);
      }
      if (h.snippet) {
        var p = document.createElement('p');
        p.className = 'snippet';
        if (h.server) appendServerSnippet(p, h.snippet, qwords);
        else appendMarked(p, h.snippet, qwords);
        li.appendChild(p);
      }
      listEl.appendChild(li);
    });
  }

  function searchLocal(q, qwords) {
    var items = window.LEXGRAPH_ITEMS || [];
    var scored = [];
    for (var i = 0; i < items.length; i++) {
      var it = items[i];
      var headWords = it.hw || (it.hw = words(it[2]));
      var keyWords = it.kw || (it.kw = words(it[0]));
      var textWords = it.tw || (it.tw = words(it[3]));
      var score = 0;
      for (var k = 0; k < qwords.length; k++) {
        var s = 3 * wordScore(headWords, qwords[k]) +
                3 * wordScore(keyWords, qwords[k]) +
                wordScore(textWords, qwords[k]);
        if (s === 0) { score = 0; break; }
        score += s;
      }
      if (score > 0) scored.push([score, i]);
    }
    scored.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    var hits = scored.slice(0, MAX_RESULTS).map(function (s) {
      var it = items[s[1]];
      var d = docs[it[1]] || {};
      return {
        key: it[0],
        href: d.page ? d.page + '#' + anchorOf(it[0]) : '',
        title: it[2],
        doc: d.title || '',
        snippet: it[3] ? snippetOf(it[3], qwords) : ''
      };
    });
    renderResults(q, qwords, hits, scored.length, 'local');
  }

  function loadLocalIndex(then) {
    if (window.LEXGRAPH_ITEMS) { then(); return; }
    var s = document.createElement('script');
    s.src = 'search-data.js';
    s.onload = then;
    s.onerror = function () {
      setStatus('The search index (search-data.js) could not be loaded.',
                'search-error');
    };
    document.body.appendChild(s);
  }

  // Rows {key, doc, line, title, score, snippet} from `lexgraph serve`.
  function searchServer(q) {
    if (!/^https?:$/.test(location.protocol) || !window.fetch)
      return Promise.reject(new Error('no server'));
    var ctl = window.AbortController ? new AbortController() : null;
    var timer = setTimeout(function () { if (ctl) ctl.abort(); },
                           SERVER_TIMEOUT_MS);
    return fetch('/api/search?q=' + encodeURIComponent(q) + '&limit=' +
                     MAX_RESULTS,
                 {signal: ctl ? ctl.signal : undefined,
                  headers: {'Accept': 'application/json'}})
        .then(function (r) {
          if (!r.ok) throw new Error('HTTP ' + r.status);
          return r.json();
        })
        .then(function (j) {
          clearTimeout(timer);
          var rows = Array.isArray(j) ? j : j && (j.results || j.rows);
          if (!Array.isArray(rows)) throw new Error('unexpected reply');
          return rows;
        }, function (e) { clearTimeout(timer); throw e; });
  }

  function showServerRows(q, qwords, rows) {
    var hits = rows.slice(0, MAX_RESULTS).map(function (r) {
      var di = docsByFile[r.doc];
      var d = di === undefined ? null : docs[di];
      var href = r.url || (d && r.key ? d.page + '#' + anchorOf(r.key) : '');
      return {
        key: r.key || '',
        href: href,
        title: r.title || '',
        doc: d ? d.title : (r.doc || ''),
        snippet: plainText(r.snippet),
        server: true
      };
    });
    renderResults(q, qwords, hits, rows.length, 'server');
  }

  function run() {
    var q = (new URLSearchParams(location.search).get('q') || '').trim();
    input.value = q;
    input.setAttribute('value', q);
    var qwords = words(q).filter(function (w, i, all) {
      return all.indexOf(w) === i;
    });
    if (!qwords.length) {
      setStatus(q ? 'Type words to search for (letters or digits).'
                  : 'Type words to search for in every provision.', '');
      document.body.setAttribute('data-search', 'idle');
      return;
    }
    document.title = q + ' \u2014 ' + document.title;
    setStatus('Searching for ' + quoted(q) + '\u2026', 'searching');
    var done = function () { document.body.setAttribute('data-search', 'done'); };
    searchServer(q).then(function (rows) {
      showServerRows(q, qwords, rows);
      done();
    }, function () {
      loadLocalIndex(function () {
        searchLocal(q, qwords);
        done();
      });
    });
  }

  run();
})();
