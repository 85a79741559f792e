// Breadth-first dependency and impact searches, Tarjan's strongly connected
// components, dangling citations and citing sentences.
#include "graph/queries.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

namespace lexgraph {
namespace {

// Appends `start` and every node within it to `out`. Nodes already in
// `done` are skipped with everything within them (which was walked when
// they were marked); the nodes appended are marked done.
void CollectCover(const CitationGraph& g, int32_t start,
                  std::vector<char>* done, std::vector<int32_t>* out) {
  if ((*done)[start]) return;
  std::vector<int32_t> stack{start};
  (*done)[start] = 1;
  while (!stack.empty()) {
    int32_t n = stack.back();
    stack.pop_back();
    out->push_back(n);
    for (int32_t c : g.Contents(n)) {
      if ((*done)[c]) continue;
      (*done)[c] = 1;
      stack.push_back(c);
    }
  }
}

// Appends the nodes strictly above `start` by containment.
void CollectAncestors(const CitationGraph& g, int32_t start, NodeMarks* marks,
                      std::vector<int32_t>* out) {
  marks->NewWalk();
  marks->Visit(start);
  std::vector<int32_t> stack{start};
  while (!stack.empty()) {
    int32_t n = stack.back();
    stack.pop_back();
    for (int32_t c : g.Containers(n)) {
      if (!marks->Visit(c)) continue;
      out->push_back(c);
      stack.push_back(c);
    }
  }
}

struct Search {
  std::vector<DependencyRow> rows;
  std::vector<int32_t> parent;  // row index of `from`, -1 for asked nodes
  int32_t goal_row = -1;
};

void FillVia(Search* s) {
  for (size_t r = 0; r < s->rows.size(); ++r) {
    std::vector<int32_t> chain;
    for (int32_t i = static_cast<int32_t>(r); i >= 0; i = s->parent[i]) {
      chain.push_back(s->rows[i].node);
      if (s->rows[i].hop >= 0) chain.push_back(s->rows[i].hop);
      if (s->parent[i] < 0) chain.push_back(s->rows[i].from);
    }
    std::reverse(chain.begin(), chain.end());
    s->rows[r].via = std::move(chain);
  }
}

// deps, and path when `goal` is given (stops at the first row in it).
Search DependencySearch(const CitationGraph& g,
                        const std::vector<int32_t>& asked, int max_depth,
                        const std::vector<char>* goal) {
  const size_t n = g.nodes().size();
  Search s;
  std::vector<char> inside(n, 0), scanned(n, 0);
  std::vector<int32_t> row_of(n, -1);
  std::vector<int32_t> cover;
  for (int32_t a : asked) {
    cover.clear();
    CollectCover(g, a, &inside, &cover);
  }
  // The queue holds asked nodes (row -1) and then rows.
  struct Item {
    int32_t node, row;
  };
  std::vector<Item> queue;
  for (int32_t a : asked) queue.push_back({a, -1});
  for (size_t q = 0; q < queue.size(); ++q) {
    auto [node, row] = queue[q];
    int depth = row < 0 ? 0 : s.rows[row].depth;
    if (max_depth > 0 && depth >= max_depth) continue;
    cover.clear();
    CollectCover(g, node, &scanned, &cover);
    for (int32_t m : cover) {
      for (int32_t e : g.Outgoing(m)) {
        int32_t t = g.edges()[e].to;
        if (inside[t] || row_of[t] >= 0) continue;
        DependencyRow r;
        r.node = t;
        r.depth = depth + 1;
        r.edge = e;
        r.from = node;
        r.hop = m == node ? -1 : m;
        row_of[t] = static_cast<int32_t>(s.rows.size());
        s.rows.push_back(std::move(r));
        s.parent.push_back(row);
        if (goal && (*goal)[t]) {
          s.goal_row = row_of[t];
          return s;
        }
        queue.push_back({t, row_of[t]});
      }
    }
  }
  return s;
}

}  // namespace

Result<int32_t> ResolveKeyNode(const CitationGraph& graph,
                               std::string_view text) {
  std::optional<Key> key = Key::Parse(text);
  if (!key)
    return Status::Error("not a key: '" + std::string(text) +
                         "' (expected CODE:PATH, e.g. wis-stat:30.12(1g)(f))");
  int32_t node = graph.NodeOf(*key);
  if (node < 0)
    return Status::Error("unknown key '" + std::string(text) +
                         "': no provision of the corpus has it, cites it or "
                         "lies within it");
  return node;
}

std::vector<DependencyRow> Dependencies(const CitationGraph& graph,
                                        const std::vector<int32_t>& asked,
                                        int max_depth) {
  Search s = DependencySearch(graph, asked, max_depth, nullptr);
  FillVia(&s);
  return std::move(s.rows);
}

ImpactSearch::ImpactSearch(const CitationGraph& graph)
    : g_(graph),
      inside_(graph.nodes().size(), 0),
      scanned_(graph.nodes().size(), 0),
      row_of_(graph.nodes().size(), -1),
      marks_(graph.nodes().size()) {}

std::vector<DependencyRow> ImpactSearch::Run(const std::vector<int32_t>& asked,
                                             int max_depth, bool with_via) {
  const CitationGraph& g = g_;
  Search s;
  // Nodes whose work flags this query sets, cleared before it returns.
  std::vector<int32_t> touched;
  struct Item {
    int32_t node, row;
  };
  std::vector<Item> queue;
  std::vector<int32_t> cover;
  for (int32_t a : asked) {
    CollectCover(g, a, &inside_, &cover);
    queue.push_back({a, -1});
  }
  std::vector<int32_t> cited;  // nodes whose citers are impacted
  std::vector<int32_t> above;
  for (size_t q = 0; q < queue.size(); ++q) {
    auto [node, row] = queue[q];
    int depth = row < 0 ? 0 : s.rows[row].depth;
    if (max_depth > 0 && depth >= max_depth) continue;
    cited.clear();
    if (row < 0) {
      // An asked key: everything within it changed.
      marks_.NewWalk();
      std::vector<int32_t> stack{node};
      marks_.Visit(node);
      while (!stack.empty()) {
        int32_t m = stack.back();
        stack.pop_back();
        cited.push_back(m);
        for (int32_t c : g.Contents(m))
          if (marks_.Visit(c)) stack.push_back(c);
      }
    } else {
      cited.push_back(node);
    }
    size_t own = cited.size();
    above.clear();
    CollectAncestors(g, node, &marks_, &above);
    cited.insert(cited.end(), above.begin(), above.end());
    for (size_t i = 0; i < cited.size(); ++i) {
      int32_t a = cited[i];
      if (scanned_[a]) continue;
      scanned_[a] = 1;
      touched.push_back(a);
      for (int32_t e : g.Incoming(a)) {
        int32_t c = g.edges()[e].from;
        if (inside_[c] || row_of_[c] >= 0) continue;
        DependencyRow r;
        r.node = c;
        r.depth = depth + 1;
        r.edge = e;
        r.from = node;
        r.hop = a == node ? -1 : a;
        r.through_container = i >= own;
        row_of_[c] = static_cast<int32_t>(s.rows.size());
        s.rows.push_back(std::move(r));
        s.parent.push_back(row);
        queue.push_back({c, row_of_[c]});
      }
    }
  }
  for (int32_t n : cover) inside_[n] = 0;
  for (int32_t n : touched) scanned_[n] = 0;
  for (const DependencyRow& r : s.rows) row_of_[r.node] = -1;
  if (with_via) FillVia(&s);
  return std::move(s.rows);
}

std::vector<DependencyRow> Impact(const CitationGraph& g,
                                  const std::vector<int32_t>& asked,
                                  int max_depth) {
  return ImpactSearch(g).Run(asked, max_depth);
}

std::vector<DependencyRow> ShortestPath(const CitationGraph& g, int32_t from,
                                        int32_t to) {
  const size_t n = g.nodes().size();
  std::vector<char> goal(n, 0);
  std::vector<int32_t> nodes;
  CollectCover(g, to, &goal, &nodes);
  if (goal[from]) {
    DependencyRow r;
    r.node = from;
    r.via = {from};
    return {r};
  }
  Search s = DependencySearch(g, {from}, 0, &goal);
  if (s.goal_row < 0) return {};
  FillVia(&s);
  std::vector<DependencyRow> chain;
  for (int32_t i = s.goal_row; i >= 0; i = s.parent[i])
    chain.push_back(s.rows[i]);
  std::reverse(chain.begin(), chain.end());
  return chain;
}

std::vector<CitationCycle> FindCycles(const CitationGraph& g) {
  const int32_t n = static_cast<int32_t>(g.nodes().size());
  // Iterative Tarjan.
  std::vector<int32_t> index(n, -1), low(n, 0), component(n, -1);
  std::vector<char> on_stack(n, 0);
  std::vector<int32_t> stack;
  struct Frame {
    int32_t node;
    size_t next;  // next outgoing edge position
  };
  std::vector<Frame> call;
  std::vector<std::vector<int32_t>> components;
  int32_t counter = 0;
  for (int32_t root = 0; root < n; ++root) {
    if (index[root] >= 0 || g.Outgoing(root).empty()) continue;
    call.push_back({root, 0});
    index[root] = low[root] = counter++;
    stack.push_back(root);
    on_stack[root] = 1;
    while (!call.empty()) {
      Frame& f = call.back();
      auto out = g.Outgoing(f.node);
      if (f.next < out.size()) {
        int32_t t = g.edges()[out[f.next++]].to;
        if (index[t] < 0) {
          index[t] = low[t] = counter++;
          stack.push_back(t);
          on_stack[t] = 1;
          call.push_back({t, 0});
        } else if (on_stack[t]) {
          low[f.node] = std::min(low[f.node], index[t]);
        }
        continue;
      }
      int32_t v = f.node;
      call.pop_back();
      if (!call.empty())
        low[call.back().node] = std::min(low[call.back().node], low[v]);
      if (low[v] != index[v]) continue;
      std::vector<int32_t> members;
      int32_t w;
      do {
        w = stack.back();
        stack.pop_back();
        on_stack[w] = 0;
        component[w] = static_cast<int32_t>(components.size());
        members.push_back(w);
      } while (w != v);
      components.push_back(std::move(members));
    }
  }

  std::vector<CitationCycle> cycles;
  std::vector<int32_t> prev(n, -2);
  for (size_t ci = 0; ci < components.size(); ++ci) {
    std::vector<int32_t>& members = components[ci];
    bool self_loop = false;
    if (members.size() == 1) {
      for (int32_t e : g.Outgoing(members[0]))
        self_loop |= g.edges()[e].to == members[0];
      if (!self_loop) continue;
    }
    std::sort(members.begin(), members.end(), [&](int32_t a, int32_t b) {
      return g.nodes()[a].key < g.nodes()[b].key;
    });
    CitationCycle cyc;
    cyc.nodes = members;
    int32_t start = members[0];
    // Breadth first inside the component back to `start`.
    std::vector<int32_t> queue{start};
    std::vector<int32_t> touched{start};
    prev[start] = -1;
    int32_t last = -1;
    for (size_t q = 0; q < queue.size() && last < 0; ++q) {
      int32_t v = queue[q];
      for (int32_t e : g.Outgoing(v)) {
        int32_t t = g.edges()[e].to;
        if (component[t] != static_cast<int32_t>(ci)) continue;
        if (t == start) {
          last = v;
          break;
        }
        if (prev[t] != -2) continue;
        prev[t] = v;
        touched.push_back(t);
        queue.push_back(t);
      }
    }
    std::vector<int32_t> path{start};
    for (int32_t v = last; v >= 0 && v != start; v = prev[v]) path.push_back(v);
    path.push_back(start);
    std::reverse(path.begin(), path.end());
    cyc.cycle = std::move(path);
    for (int32_t t : touched) prev[t] = -2;
    cycles.push_back(std::move(cyc));
  }
  std::sort(cycles.begin(), cycles.end(),
            [&](const CitationCycle& a, const CitationCycle& b) {
              return g.nodes()[a.nodes[0]].key < g.nodes()[b.nodes[0]].key;
            });
  return cycles;
}

std::vector<DanglingCitation> FindDangling(const Corpus& corpus,
                                           const CitationGraph& g) {
  std::set<std::string> codes;
  for (const Document& d : corpus.documents) codes.insert(d.spec.code);
  for (const Provision& p : corpus.provisions) codes.insert(p.key.code());
  std::vector<DanglingCitation> out;
  NodeMarks marks(g.nodes().size());
  std::vector<int32_t> above;
  for (int32_t e = 0; e < static_cast<int32_t>(g.edges().size()); ++e) {
    const GraphNode& t = g.nodes()[g.edges()[e].to];
    if (t.kind == NodeKind::kProvision || !codes.count(t.key.code())) continue;
    DanglingCitation d;
    d.edge = e;
    // The nearest provision above, by Key::Parent steps first.
    for (int32_t n = g.edges()[e].to; n >= 0 && d.nearest < 0;) {
      int32_t next = -1;
      for (int32_t c : g.Containers(n)) {
        if (g.nodes()[c].kind == NodeKind::kProvision) {
          d.nearest = c;
          break;
        }
        if (next < 0) next = c;
      }
      n = next;
    }
    out.push_back(d);
  }
  return out;
}

namespace {

bool IsAbbreviation(std::string_view word) {
  static const std::set<std::string, std::less<>> kWords = {
      "s",    "ss",   "sub",   "subs",  "par",    "pars",  "subd", "subds",
      "ch",   "chs",  "stat",  "stats", "no",     "nos",   "art",  "sec",
      "secs", "wis",  "admin", "adm",   "code",   "subch", "cf",   "e.g",
      "i.e",  "etc",  "co",    "inc",   "para",   "paras", "r",    "rr",
      "st",   "ord",  "vol",   "p",     "pp",     "mr",    "ms",   "dr",
      "v",    "vs",   "u.s",   "u.s.c", "c.f.r",  "cfr",   "approx"};
  if (word.size() == 1 && std::isalpha(static_cast<unsigned char>(word[0])))
    return true;  // initials and one-letter labels
  std::string lower;
  for (char c : word) lower += static_cast<char>(std::tolower(
                          static_cast<unsigned char>(c)));
  return kWords.count(lower) > 0;
}

// True when a sentence ends at text[i] (one of . ? !).
bool EndsSentence(std::string_view text, size_t i) {
  char c = text[i];
  if (c != '.' && c != '?' && c != '!') return false;
  if (i + 2 >= text.size() || text[i + 1] != ' ') return false;
  unsigned char next = text[i + 2];
  bool upper = std::isupper(next) || next == '"' || next == '(' ||
               next == 0xE2;  // curly quotes
  if (!upper) return false;
  if (c != '.') return true;
  size_t w = i;
  while (w > 0 && text[w - 1] != ' ' && text[w - 1] != '(') --w;
  return !IsAbbreviation(text.substr(w, i - w));
}

}  // namespace

std::string CitingSentence(const Corpus& corpus, const Citation& citation,
                           size_t max_bytes) {
  if (citation.source < 0 ||
      citation.source >= static_cast<int32_t>(corpus.provisions.size()))
    return citation.text;
  const Provision& source = corpus.provisions[citation.source];
  // (A heading's citation: the heading is its sentence.)
  std::string_view text = citation.in_heading ? source.heading : source.text;
  size_t begin = citation.begin, end = citation.end;
  if (end <= begin || end > text.size() ||
      text.substr(begin, end - begin).empty()) {
    size_t at = text.find(citation.text);
    if (at == std::string_view::npos) {
      begin = end = 0;
    } else {
      begin = at;
      end = at + citation.text.size();
    }
  }
  size_t start = 0;
  for (size_t i = begin; i > 0; --i) {
    if (text[i - 1] == '\n') {
      start = i;
      break;
    }
    if (i - 1 + 2 < text.size() && EndsSentence(text, i - 1)) {
      start = i + 1;
      break;
    }
  }
  size_t stop = text.size();
  for (size_t i = std::max(end, start); i < text.size(); ++i) {
    if (text[i] == '\n') {
      stop = i;
      break;
    }
    if (EndsSentence(text, i)) {
      stop = i + 1;
      break;
    }
  }
  bool cut_front = false, cut_back = false;
  if (stop - start > max_bytes) {
    size_t mid = (begin + end) / 2;
    size_t half = max_bytes / 2;
    size_t s = mid > start + half ? mid - half : start;
    size_t t = std::min(stop, s + max_bytes);
    if (s > start) {
      size_t sp = text.find(' ', s);
      if (sp != std::string_view::npos && sp < begin) s = sp + 1;
      cut_front = true;
    }
    if (t < stop) {
      size_t sp = text.rfind(' ', t);
      if (sp != std::string_view::npos && sp > end) t = sp;
      cut_back = true;
    }
    start = s;
    stop = t;
  }
  std::string out;
  if (cut_front) out += "\xE2\x80\xA6";
  for (char c : text.substr(start, stop - start))
    out.push_back(c == '\n' || c == '\t' || c == '\r' ? ' ' : c);
  if (cut_back) out += "\xE2\x80\xA6";
  return out;
}

}  // namespace lexgraph
