// Text and JSON Lines for deps and impact.
#include "graph/report.h"

#include <algorithm>

namespace lexgraph {
namespace {

std::string Quoted(const std::string& s) { return "\"" + s + "\""; }

// "cites wis-stat:59.692 (under): “Wis. Stats. § 59.692”" for impact, or
// "in wis-stat:30.12(1h), exempt under “sub. (1g) (f)”" for deps.
std::string CitationLine(const Corpus& corpus, const CitationGraph& graph,
                         QueryKind kind, const DependencyRow& row) {
  const GraphEdge& e = graph.edges()[row.edge];
  const Citation& c = corpus.citations[e.citation];
  std::string out;
  if (kind == QueryKind::kImpact) {
    out = "cites " + graph.nodes()[e.to].key.ToString();
    if (row.through_container) out += " (which contains the change)";
  } else {
    out = "cited by " + graph.nodes()[e.from].key.ToString();
  }
  out += ": ";
  if (!c.relation.empty()) out += c.relation + " ";
  out += Quoted(c.text);
  return out;
}

}  // namespace

JsonObject DependencyRowJson(const Corpus& corpus, const CitationGraph& graph,
                             const DependencyRow& row) {
  const GraphNode& node = graph.nodes()[row.node];
  JsonObject o;
  o.Set("key", node.key.ToString());
  if (node.provision == kNoProvision) {
    o.SetNull("doc").SetNull("line");
  } else {
    const Provision& p = corpus.provisions[node.provision];
    o.Set("doc", corpus.documents[p.doc].spec.file).Set("line", p.line);
  }
  o.Set("depth", row.depth);
  std::vector<std::string> via;
  for (int32_t n : row.via) via.push_back(graph.nodes()[n].key.ToString());
  o.Set("via", via);
  o.Set("in_corpus", node.provision != kNoProvision);
  if (row.edge >= 0) {
    const GraphEdge& e = graph.edges()[row.edge];
    const Citation& c = corpus.citations[e.citation];
    o.Set("source", graph.nodes()[e.from].key.ToString())
        .Set("target", graph.nodes()[e.to].key.ToString())
        .Set("text", c.text)
        .Set("relation", c.relation)
        .Set("sentence", CitingSentence(corpus, c));
    if (row.through_container) o.Set("within", true);
  }
  return o;
}

std::vector<int32_t> ReadingRanks(const Corpus& corpus) {
  std::vector<int32_t> rank(corpus.provisions.size(), 0);
  int32_t r = 0;
  for (const Document& d : corpus.documents)
    for (int32_t p : d.provisions) rank[p] = r++;
  return rank;
}

std::vector<DependencyRow> ByDocument(const std::vector<int32_t>& ranks,
                                      const CitationGraph& graph,
                                      std::vector<DependencyRow> rows) {
  auto key = [&](const DependencyRow& row) {
    int32_t p = graph.nodes()[row.node].provision;
    return p == kNoProvision ? INT32_MAX : ranks[p];
  };
  std::stable_sort(rows.begin(), rows.end(),
                   [&](const DependencyRow& a, const DependencyRow& b) {
                     return key(a) < key(b);
                   });
  return rows;
}

std::vector<DependencyRow> ByDocument(const Corpus& corpus,
                                      const CitationGraph& graph,
                                      std::vector<DependencyRow> rows) {
  return ByDocument(ReadingRanks(corpus), graph, std::move(rows));
}

std::string ViaText(const CitationGraph& graph,
                    const std::vector<int32_t>& via) {
  std::string out;
  for (size_t i = 0; i < via.size(); ++i) {
    if (i) out += " -> ";
    out += graph.nodes()[via[i]].key.ToString();
  }
  return out;
}

std::string DependencyText(const Corpus& corpus, const CitationGraph& graph,
                           QueryKind kind, const std::vector<int32_t>& asked,
                           const std::vector<DependencyRow>& rows,
                           const std::string& indent) {
  std::string names;
  for (size_t i = 0; i < asked.size(); ++i)
    names += (i ? ", " : "") + graph.nodes()[asked[i]].key.ToString();
  std::string out;
  if (kind == QueryKind::kDeps) {
    out += indent + names + " depends on " + std::to_string(rows.size()) +
           (rows.size() == 1 ? " key" : " keys") + "\n";
    for (const DependencyRow& row : rows) {
      const GraphNode& node = graph.nodes()[row.node];
      out += indent + "  " + node.key.ToString() + "  depth " +
             std::to_string(row.depth) + "  ";
      if (node.provision == kNoProvision) {
        out += "(not in the corpus)";
      } else {
        const Provision& p = corpus.provisions[node.provision];
        out += corpus.documents[p.doc].spec.file + ":" + std::to_string(p.line);
      }
      out += "\n" + indent + "    " + CitationLine(corpus, graph, kind, row) +
             "\n";
      if (row.via.size() > 2)
        out += indent + "    via " + ViaText(graph, row.via) + "\n";
    }
    return out;
  }

  std::vector<int32_t> docs;
  for (const DependencyRow& row : rows) {
    int32_t d = corpus.provisions[graph.nodes()[row.node].provision].doc;
    if (std::find(docs.begin(), docs.end(), d) == docs.end()) docs.push_back(d);
  }
  out += indent + std::to_string(rows.size()) +
         (rows.size() == 1 ? " provision" : " provisions") + " in " +
         std::to_string(docs.size()) +
         (docs.size() == 1 ? " document" : " documents") + " depend on " +
         names + "\n";
  // Bodies of law in order of first appearance, documents under each.
  std::vector<std::string> codes;
  for (int32_t d : docs) {
    const std::string& code = corpus.documents[d].spec.code;
    if (std::find(codes.begin(), codes.end(), code) == codes.end())
      codes.push_back(code);
  }
  for (const std::string& code : codes) {
    out += "\n" + indent + code + "\n";
    for (int32_t d : docs) {
      const DocumentSpec& spec = corpus.documents[d].spec;
      if (spec.code != code) continue;
      out += indent + "  " + spec.file;
      if (!spec.title.empty()) out += "  " + spec.title;
      out += "\n";
      for (const DependencyRow& row : rows) {
        const Provision& p =
            corpus.provisions[graph.nodes()[row.node].provision];
        if (p.doc != d) continue;
        out += indent + "    " + p.key.ToString() + "  line " +
               std::to_string(p.line) + "  depth " +
               std::to_string(row.depth) + "\n";
        out += indent + "      " + CitationLine(corpus, graph, kind, row) +
               "\n";
        const Citation& c =
            corpus.citations[graph.edges()[row.edge].citation];
        out += indent + "      " + Quoted(CitingSentence(corpus, c)) + "\n";
        if (row.via.size() > 2)
          out += indent + "      via " + ViaText(graph, row.via) + "\n";
      }
    }
  }
  return out;
}

}  // namespace lexgraph
