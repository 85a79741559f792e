#!/usr/bin/env python3
"""Real-browser test of a built lexgraph site (headless Chromium, no network).

Usage: site_browser_test.py SITE_DIR [--query piers] [--expect-key KEY]
                            [--chromium /usr/bin/chromium] [--no-http]

Checks, with the DOM that Chromium produces after running the page's scripts:
  1. file://SITE/search.html?q=QUERY lists results (li.result with a key
     link into doc/*.html#ANCHOR, the query word in <mark>), every result
     link lands on an existing page and id (so search.js's anchor rule
     agrees with the C++ one), and --expect-key, if given, is among them;
  2. a query with no hits shows the "no results" message;
  3. index.html links every document page, and the document page with the
     most in-corpus citation links has sections with ids, and its citation
     and cites / cited-by links all land on an existing page and id;
  4. index.html links impact/index.html, whose every link lands; with
     --impact-key, the impact page of that key lists at least
     --impact-min provisions (li in ul.impact, as Chromium renders them),
     every one of whose links lands on an existing page and id;
  5. (unless --no-http) served over http by a throwaway local server: with no
     /api/search the page falls back to the client-side index; with a stub
     /api/search its rows are shown.
Exit status: 0 pass, 1 failure (with a message), 2 usage, 77 no Chromium.
"""

import argparse
import functools
import html.parser
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.parse

NO_HITS_QUERY = "zzqxjvnotaword"


class Failure(Exception):
    pass


def check(cond, message):
    if not cond:
        raise Failure(message)


def dump_dom(chromium, url):
    """The DOM of `url` after its scripts ran, as Chromium serializes it."""
    profile = tempfile.mkdtemp(prefix="lexgraph-chromium-")
    try:
        cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu",
               "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--user-data-dir=" + profile,
               "--virtual-time-budget=5000", "--dump-dom", url]
        try:
            run = subprocess.run(cmd, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, timeout=90)
        except subprocess.TimeoutExpired:
            raise Failure("chromium timed out on " + url)
        dom = run.stdout.decode("utf-8", "replace")
        if run.returncode != 0 or "<html" not in dom:
            tail = run.stderr.decode("utf-8", "replace").strip()[-2000:]
            raise Failure("chromium failed on %s (exit %d):\n%s"
                          % (url, run.returncode, tail))
        return dom
    finally:
        shutil.rmtree(profile, ignore_errors=True)


class Elements(html.parser.HTMLParser):
    """Collects (tag, attrs, text) of elements, and every id."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.elements = []  # [tag, attrs dict, text]
        self.parents = []   # index of each element's parent element, or -1
        self._open = []     # indexes into elements, innermost last

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag in ("meta", "link", "input", "br", "img", "hr"):
            return
        self.elements.append([tag, a, ""])
        self.parents.append(self._open[-1] if self._open else -1)
        self._open.append(len(self.elements) - 1)

    def handle_endtag(self, tag):
        for k in range(len(self._open) - 1, -1, -1):
            if self.elements[self._open[k]][0] == tag:
                del self._open[k:]
                break

    def handle_data(self, data):
        for i in self._open:
            self.elements[i][2] += data

    def with_class(self, cls, tag=None):
        return [e for e in self.elements
                if cls in e[1].get("class", "").split()
                and (tag is None or e[0] == tag)]


    def children_of_class(self, tag, cls):
        """Elements `tag` whose parent element has class `cls`."""
        return [e for e, parent in zip(self.elements, self.parents)
                if e[0] == tag and parent >= 0 and
                cls in self.elements[parent][1].get("class", "").split()]


def parse(text):
    p = Elements()
    p.feed(text)
    p.close()
    return p


@functools.lru_cache(maxsize=None)
def page_ids(path):
    with open(path, encoding="utf-8") as f:
        return frozenset(parse(f.read()).ids)


def check_link(site, page_dir, href, where):
    """A relative link from a page in `page_dir` lands on a page and id."""
    if re.match(r"^[a-z][a-z0-9+.-]*:", href):  # absolute (official texts)
        check(href.startswith("https://"), "%s: odd link %r" % (where, href))
        return
    path, _, frag = href.partition("#")
    target = os.path.normpath(os.path.join(page_dir, urllib.parse.unquote(path))) \
        if path else None
    if target:
        check(os.path.abspath(target).startswith(os.path.abspath(site)),
              "%s: link %r leaves the site" % (where, href))
        check(os.path.isfile(target),
              "%s: link %r points at a missing file" % (where, href))
    if frag and target:
        check(frag in page_ids(target),
              "%s: link %r: no id %r in %s" % (where, href, frag, target))
    return frag


def check_results(dom, query, where, expect_source, expect_key, site):
    doc = parse(dom)
    results = doc.with_class("result", "li")
    status = " ".join(e[2] for e in doc.elements if e[1].get("id") == "search-status")
    check(results, "%s: no results (li.result) for %r; status: %r"
          % (where, query, status.strip()))
    lists = [e for e in doc.elements if e[1].get("id") == "results"]
    source = lists[0][1].get("data-source") if lists else None
    check(source == expect_source, "%s: results came from %r, expected %r"
          % (where, source, expect_source))
    keys = doc.with_class("result-key", "a")
    check(len(keys) == len(results),
          "%s: %d results but %d key links" % (where, len(results), len(keys)))
    check(len(results) <= 50, "%s: %d results shown (max 50)" % (where, len(results)))
    for tag, attrs, text in keys:
        check(re.match(r"^[a-z][a-z0-9-]*:\S+$", text.strip()),
              "%s: result key %r is not a key" % (where, text))
        href = attrs.get("href", "")
        check(re.match(r"^doc/[^/#]+\.html#\S+$", href),
              "%s: result link %r is not doc/PAGE.html#ANCHOR" % (where, href))
        if site:
            check_link(site, site, href, where + " result " + text.strip())
    marks = [e[2].lower() for e in doc.elements if e[0] == "mark"]
    first_word = re.findall(r"\w+", query.lower())[0]
    check(any(m.startswith(first_word) for m in marks),
          "%s: no <mark> around %r in the results" % (where, first_word))
    if expect_key:
        found = [k[2].strip() for k in keys]
        check(expect_key in found, "%s: key %s not among the results %s"
              % (where, expect_key, found))
    return len(results)


def check_no_results(dom, where):
    doc = parse(dom)
    check(not doc.with_class("result", "li"),
          "%s: results shown for %r" % (where, NO_HITS_QUERY))
    status = [e for e in doc.elements if e[1].get("id") == "search-status"]
    check(status and "no-results" in status[0][1].get("class", "").split()
          and "No results" in status[0][2],
          "%s: no 'No results' message; status: %r"
          % (where, status[0][2] if status else None))


def check_site_pages(chromium, site):
    index_dom = dump_dom(chromium, "file://" + os.path.join(site, "index.html"))
    index = parse(index_dom)
    doc_links = [e[1]["href"] for e in index.elements
                 if e[0] == "a" and e[1].get("href", "").startswith("doc/")]
    check(doc_links, "index.html: no links to document pages")
    for href in doc_links:
        check_link(site, site, href, "index.html")
    check(any(e[0] == "form" and e[1].get("action") == "search.html"
              for e in index.elements), "index.html: no search form")

    # The page with the most in-corpus citation links shows the graph best.
    def richness(href):
        with open(os.path.join(site, href), encoding="utf-8") as f:
            return f.read().count('class="cite internal"')
    page = max(doc_links, key=richness)
    path = os.path.join(site, page)
    dom = dump_dom(chromium, "file://" + path)
    doc = parse(dom)
    sections = doc.with_class("prov", "section")
    check(sections, "%s: no provision sections" % page)
    check(all(s[1].get("id") for s in sections), "%s: a section has no id" % page)
    cites = doc.with_class("cite", "a")
    ref_links = [e for e in doc.elements if e[0] == "a" and
                 ("internal" in e[1].get("class", "").split() or
                  "external" in e[1].get("class", "").split())]
    check(cites or ref_links, "%s: no citation links" % page)
    for tag, attrs, text in cites + ref_links:
        check_link(site, os.path.dirname(path), attrs.get("href", ""),
                   "%s link %r" % (page, text.strip()))
    return page, len(sections), len(cites)


def check_impact(chromium, site, key, minimum):
    """The impact index and, for `key`, its page: rows and landing links."""
    index = parse(dump_dom(chromium, "file://" + os.path.join(site, "index.html")))
    check(any(e[0] == "a" and e[1].get("href") == "impact/index.html"
              for e in index.elements), "index.html: no link to impact/index.html")
    impact_dir = os.path.join(site, "impact")
    listing = parse(dump_dom(chromium, "file://" + os.path.join(impact_dir, "index.html")))
    links = [e for e in listing.elements if e[0] == "a" and e[1].get("href")]
    for tag, attrs, text in links:
        check_link(site, impact_dir, attrs["href"], "impact/index.html")
    if not key:
        return None, 0
    page = next((attrs["href"] for tag, attrs, text in links
                 if text.strip() == key), None)
    check(page, "impact/index.html: no page for %s" % key)
    path = os.path.join(impact_dir, page)
    doc = parse(dump_dom(chromium, "file://" + path))
    rows = doc.children_of_class("li", "impact")
    check(len(rows) >= minimum, "%s: %d provisions listed, expected at least %d"
          % (page, len(rows), minimum))
    for tag, attrs, text in doc.elements:
        if tag == "a" and attrs.get("href"):
            check_link(site, impact_dir, attrs["href"], page)
    return page, len(rows)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    api_rows = None  # None: no /api/search (404)

    def do_GET(self):
        if self.path.startswith("/api/search"):
            if self.api_rows is None:
                self.send_error(404)
                return
            body = json.dumps(self.api_rows).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def log_message(self, *args):
        pass


def serve(site, api_rows):
    handler = functools.partial(type("H", (SiteHandler,), {"api_rows": api_rows}),
                                directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def check_http(chromium, site, query, expect_key):
    server = serve(site, None)
    try:
        url = "http://127.0.0.1:%d/search.html?q=%s" % (
            server.server_address[1], urllib.parse.quote(query))
        check_results(dump_dom(chromium, url), query, "http without /api/search",
                      "local", expect_key, site)
    finally:
        server.shutdown()
    # A stub server row, for the first document of the site.
    with open(os.path.join(site, "search-docs.js"), encoding="utf-8") as f:
        docs = json.loads(f.read().split("=", 1)[1].strip().rstrip(";"))
    check(docs, "search-docs.js lists no documents")
    row = {"key": "stub-code:1.2(3)", "doc": docs[0]["file"], "line": 7,
           "title": "Stub heading", "score": 1.0,
           "snippet": "Stub <i>text</i> about \u00ab%s\u00bb & more." % query}
    server = serve(site, [row])
    try:
        url = "http://127.0.0.1:%d/search.html?q=%s" % (
            server.server_address[1], urllib.parse.quote(query))
        dom = dump_dom(chromium, url)
    finally:
        server.shutdown()
    doc = parse(dom)
    keys = doc.with_class("result-key", "a")
    lists = [e for e in doc.elements if e[1].get("id") == "results"]
    check(lists and lists[0][1].get("data-source") == "server",
          "http with /api/search: the server's rows were not used")
    check(len(keys) == 1 and keys[0][2] == row["key"],
          "http with /api/search: expected the one stub row, got %s"
          % [k[2] for k in keys])
    check(keys[0][1].get("href") == docs[0]["page"] + "#stub-code_3A1.2_283_29",
          "http with /api/search: stub link %r" % keys[0][1].get("href"))
    snippet = doc.with_class("snippet")
    check(snippet and snippet[0][2] == "Stub text about %s & more." % query,
          "http with /api/search: snippet shown as %r"
          % (snippet[0][2] if snippet else None))
    marks = [e[2] for e in doc.elements if e[0] == "mark"]
    check(query in marks, "http with /api/search: the server's \u00ab\u00bb "
          "mark not shown as <mark>: %s" % marks)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("site", help="a built site folder (OUT/site)")
    ap.add_argument("--query", default="piers")
    ap.add_argument("--expect-key", help="a key that must be among the results")
    ap.add_argument("--impact-key", help="a key whose impact page is checked")
    ap.add_argument("--impact-min", type=int, default=1,
                    help="provisions its page must list at least")
    ap.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    ap.add_argument("--no-http", action="store_true",
                    help="skip the checks over a local http server")
    args = ap.parse_args()

    site = os.path.abspath(args.site)
    if not os.path.isfile(os.path.join(site, "search.html")):
        print("site_browser_test: %s has no search.html (build the site first)"
              % site, file=sys.stderr)
        return 1
    chromium = shutil.which(args.chromium)
    if not chromium:
        print("site_browser_test: SKIP: no chromium at %s" % args.chromium,
              file=sys.stderr)
        return 77
    try:
        url = "file://%s/search.html?q=%s" % (site, urllib.parse.quote(args.query))
        n = check_results(dump_dom(chromium, url), args.query, "search.html",
                          "local", args.expect_key, site)
        print("ok: search.html?q=%s shows %d results" % (args.query, n))
        url = "file://%s/search.html?q=%s" % (site, NO_HITS_QUERY)
        check_no_results(dump_dom(chromium, url), "search.html (no hits)")
        print("ok: search.html?q=%s shows the no-results message" % NO_HITS_QUERY)
        page, sections, cites = check_site_pages(chromium, site)
        print("ok: index.html links its documents; %s has %d provisions and "
              "%d citation links, all landing" % (page, sections, cites))
        page, rows = check_impact(chromium, site, args.impact_key, args.impact_min)
        print("ok: impact/index.html links land" +
              ("; %s lists %d provisions" % (page, rows) if page else ""))
        if not args.no_http:
            check_http(chromium, site, args.query, args.expect_key)
            print("ok: over http, fallback to the local index and /api/search rows")
    except Failure as e:
        print("site_browser_test: FAIL: %s" % e, file=sys.stderr)
        return 1
    print("site_browser_test: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
