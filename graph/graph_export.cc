// Writing the graph as JSON Lines, CSV and GraphML.
#include "graph/graph_export.h"

#include <string_view>

#include "codec/json.h"

namespace lexgraph {
namespace {

const std::string& DocFile(const Corpus& corpus, int32_t provision) {
  return corpus.documents[corpus.provisions[provision].doc].spec.file;
}

// Appends `text` as XML character data / attribute value: markup characters
// as entities, controls not allowed in XML 1.0 as spaces, invalid UTF-8 as
// U+FFFD.
void AppendXml(std::string* out, std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    unsigned char c = text[i];
    if (c < 0x80) {
      switch (c) {
        case '&': *out += "&amp;"; break;
        case '<': *out += "&lt;"; break;
        case '>': *out += "&gt;"; break;
        case '"': *out += "&quot;"; break;
        case '\'': *out += "&apos;"; break;
        default:
          out->push_back(c < 0x20 && c != '\t' && c != '\n' && c != '\r'
                             ? ' '
                             : static_cast<char>(c));
      }
      ++i;
      continue;
    }
    size_t len = c >= 0xC2 && c <= 0xDF   ? 2
                 : c >= 0xE0 && c <= 0xEF ? 3
                 : c >= 0xF0 && c <= 0xF4 ? 4
                                          : 0;
    bool ok = len > 0 && i + len <= text.size();
    for (size_t k = 1; ok && k < len; ++k)
      ok = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
    if (ok && len == 3) {
      unsigned char c1 = text[i + 1];
      ok = !(c == 0xE0 && c1 < 0xA0) && !(c == 0xED && c1 >= 0xA0) &&
           !(c == 0xEF && c1 == 0xBF &&
             static_cast<unsigned char>(text[i + 2]) >= 0xBE);
    }
    if (ok && len == 4) {
      unsigned char c1 = text[i + 1];
      ok = !(c == 0xF0 && c1 < 0x90) && !(c == 0xF4 && c1 >= 0x90);
    }
    if (!ok) {
      *out += "\xEF\xBF\xBD";
      ++i;
      continue;
    }
    out->append(text.substr(i, len));
    i += len;
  }
}

void AppendCsv(std::string* out, std::string_view field) {
  if (field.find_first_of(",\"\r\n") == std::string_view::npos) {
    out->append(field);
    return;
  }
  out->push_back('"');
  for (char c : field) {
    if (c == '"') out->push_back('"');
    out->push_back(c);
  }
  out->push_back('"');
}

void AppendData(std::string* out, std::string_view key,
                std::string_view value) {
  *out += "      <data key=\"";
  *out += key;
  *out += "\">";
  AppendXml(out, value);
  *out += "</data>\n";
}

}  // namespace

std::string NodesJsonl(const Corpus& corpus, const CitationGraph& graph) {
  std::string out;
  for (size_t n = 0; n < graph.nodes().size(); ++n) {
    const GraphNode& node = graph.nodes()[n];
    JsonObject o;
    o.Set("id", static_cast<long long>(n))
        .Set("key", node.key.ToString())
        .Set("kind", NodeKindName(node.kind));
    if (node.provision == kNoProvision) {
      o.SetNull("doc").SetNull("line");
    } else {
      o.Set("doc", DocFile(corpus, node.provision))
          .Set("line", corpus.provisions[node.provision].line);
    }
    out += o.Dump() + "\n";
  }
  return out;
}

std::string EdgesJsonl(const Corpus& corpus, const CitationGraph& graph) {
  std::string out;
  for (const GraphEdge& e : graph.edges()) {
    const Citation& c = corpus.citations[e.citation];
    JsonObject o;
    o.Set("from", graph.nodes()[e.from].key.ToString())
        .Set("to", graph.nodes()[e.to].key.ToString())
        .Set("kind", "cites")
        .Set("relation", c.relation)
        .Set("text", c.text)
        .Set("doc", corpus.documents[c.doc].spec.file)
        .Set("line", c.line)
        .Set("begin", static_cast<long long>(c.begin))
        .Set("end", static_cast<long long>(c.end));
    if (e.range_member) o.Set("range_member", true);
    if (c.in_heading) o.Set("in_heading", true);  // (begin and end are the heading's)
    out += o.Dump() + "\n";
  }
  for (int32_t n = 0; n < static_cast<int32_t>(graph.nodes().size()); ++n) {
    for (int32_t up : graph.Containers(n)) {
      JsonObject o;
      o.Set("from", graph.nodes()[n].key.ToString())
          .Set("to", graph.nodes()[up].key.ToString())
          .Set("kind", "within");
      out += o.Dump() + "\n";
    }
  }
  return out;
}

std::string EdgesCsv(const Corpus& corpus, const CitationGraph& graph) {
  std::string out = "from,to,kind,relation,text,doc,line,begin,end\n";
  for (const GraphEdge& e : graph.edges()) {
    const Citation& c = corpus.citations[e.citation];
    AppendCsv(&out, graph.nodes()[e.from].key.ToString());
    out += ',';
    AppendCsv(&out, graph.nodes()[e.to].key.ToString());
    out += ",cites,";
    AppendCsv(&out, c.relation);
    out += ',';
    AppendCsv(&out, c.text);
    out += ',';
    AppendCsv(&out, corpus.documents[c.doc].spec.file);
    out += "," + std::to_string(c.line) + "," + std::to_string(c.begin) + "," +
           std::to_string(c.end) + "\n";
  }
  for (int32_t n = 0; n < static_cast<int32_t>(graph.nodes().size()); ++n) {
    for (int32_t up : graph.Containers(n)) {
      AppendCsv(&out, graph.nodes()[n].key.ToString());
      out += ',';
      AppendCsv(&out, graph.nodes()[up].key.ToString());
      out += ",within,,,,,,\n";
    }
  }
  return out;
}

std::string GraphMl(const Corpus& corpus, const CitationGraph& graph) {
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"\n"
      "    xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
      "    xsi:schemaLocation=\"http://graphml.graphdrawing.org/xmlns "
      "http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd\">\n"
      "  <key id=\"key\" for=\"node\" attr.name=\"key\" "
      "attr.type=\"string\"/>\n"
      "  <key id=\"kind\" for=\"node\" attr.name=\"kind\" "
      "attr.type=\"string\"/>\n"
      "  <key id=\"doc\" for=\"node\" attr.name=\"doc\" "
      "attr.type=\"string\"/>\n"
      "  <key id=\"line\" for=\"node\" attr.name=\"line\" "
      "attr.type=\"int\"/>\n"
      "  <key id=\"ekind\" for=\"edge\" attr.name=\"kind\" "
      "attr.type=\"string\"/>\n"
      "  <key id=\"relation\" for=\"edge\" attr.name=\"relation\" "
      "attr.type=\"string\"/>\n"
      "  <key id=\"text\" for=\"edge\" attr.name=\"text\" "
      "attr.type=\"string\"/>\n"
      "  <key id=\"edoc\" for=\"edge\" attr.name=\"doc\" "
      "attr.type=\"string\"/>\n"
      "  <key id=\"eline\" for=\"edge\" attr.name=\"line\" "
      "attr.type=\"int\"/>\n"
      "  <graph id=\"citations\" edgedefault=\"directed\">\n";
  for (size_t n = 0; n < graph.nodes().size(); ++n) {
    const GraphNode& node = graph.nodes()[n];
    out += "    <node id=\"n" + std::to_string(n) + "\">\n";
    AppendData(&out, "key", node.key.ToString());
    AppendData(&out, "kind", NodeKindName(node.kind));
    if (node.provision != kNoProvision) {
      AppendData(&out, "doc", DocFile(corpus, node.provision));
      AppendData(&out, "line",
                 std::to_string(corpus.provisions[node.provision].line));
    }
    out += "    </node>\n";
  }
  size_t id = 0;
  for (const GraphEdge& e : graph.edges()) {
    const Citation& c = corpus.citations[e.citation];
    out += "    <edge id=\"e" + std::to_string(id++) + "\" source=\"n" +
           std::to_string(e.from) + "\" target=\"n" + std::to_string(e.to) +
           "\">\n";
    AppendData(&out, "ekind", "cites");
    if (!c.relation.empty()) AppendData(&out, "relation", c.relation);
    AppendData(&out, "text", c.text);
    AppendData(&out, "edoc", corpus.documents[c.doc].spec.file);
    AppendData(&out, "eline", std::to_string(c.line));
    out += "    </edge>\n";
  }
  for (int32_t n = 0; n < static_cast<int32_t>(graph.nodes().size()); ++n) {
    for (int32_t up : graph.Containers(n)) {
      out += "    <edge id=\"e" + std::to_string(id++) + "\" source=\"n" +
             std::to_string(n) + "\" target=\"n" + std::to_string(up) +
             "\">\n";
      AppendData(&out, "ekind", "within");
      out += "    </edge>\n";
    }
  }
  out += "  </graph>\n</graphml>\n";
  return out;
}

}  // namespace lexgraph
