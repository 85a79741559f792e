// Matching two versions of a corpus by key and auditing the differences.
#include "graph/audit.h"

#include <set>

#include "codec/json.h"
#include "graph/report.h"

namespace lexgraph {
namespace {

bool HasText(const Provision& p) {
  return !p.text.empty() || !p.heading.empty() || !p.notes.empty();
}

std::string JoinNotes(const std::vector<std::string>& notes) {
  std::string out;
  for (const std::string& n : notes) out += (out.empty() ? "" : " ") + n;
  return out;
}

}  // namespace

const char* ChangeKindName(ProvisionChange::Kind kind) {
  switch (kind) {
    case ProvisionChange::Kind::kAdded:
      return "added";
    case ProvisionChange::Kind::kRemoved:
      return "removed";
    case ProvisionChange::Kind::kChanged:
      return "changed";
  }
  return "changed";
}

AuditReport Audit(const Corpus& old_corpus, const Corpus& new_corpus,
                  const CitationGraph& new_graph) {
  AuditReport r;
  r.old_corpus = &old_corpus;
  r.new_corpus = &new_corpus;
  r.new_graph = &new_graph;
  std::set<int32_t> impacted;
  auto add_impact = [&](ProvisionChange* c) {
    int32_t node = new_graph.NodeOf(c->key);
    if (node < 0) return;
    c->impact = ByDocument(new_corpus, new_graph, Impact(new_graph, {node}));
    for (const DependencyRow& row : c->impact) impacted.insert(row.node);
  };
  for (const Document& d : new_corpus.documents) {
    for (int32_t np : d.provisions) {
      const Provision& p = new_corpus.provisions[np];
      if (new_corpus.Find(p.key) != np) continue;  // a duplicate key
      int32_t op = old_corpus.Find(p.key);
      ProvisionChange c;
      c.key = p.key;
      c.new_provision = np;
      if (op == kNoProvision) {
        if (p.implied && !HasText(p)) continue;
        c.kind = ProvisionChange::Kind::kAdded;
        c.text_changed = true;
        c.words = DiffWords("", p.text);
        ++r.added;
      } else {
        const Provision& o = old_corpus.provisions[op];
        c.old_provision = op;
        c.text_changed = o.text != p.text;
        c.heading_changed = o.heading != p.heading;
        c.notes_changed = o.notes != p.notes;
        if (!c.text_changed && !c.heading_changed && !c.notes_changed)
          continue;
        c.kind = ProvisionChange::Kind::kChanged;
        c.words = DiffWords(o.text, p.text);
        ++r.changed;
      }
      add_impact(&c);
      r.changes.push_back(std::move(c));
    }
  }
  for (const Document& d : old_corpus.documents) {
    for (int32_t op : d.provisions) {
      const Provision& o = old_corpus.provisions[op];
      if (old_corpus.Find(o.key) != op) continue;
      if (new_corpus.Find(o.key) != kNoProvision) continue;
      if (o.implied && !HasText(o)) continue;
      ProvisionChange c;
      c.kind = ProvisionChange::Kind::kRemoved;
      c.key = o.key;
      c.old_provision = op;
      c.text_changed = true;
      c.words = DiffWords(o.text, "");
      ++r.removed;
      add_impact(&c);
      r.changes.push_back(std::move(c));
    }
  }
  r.impacted = static_cast<int>(impacted.size());
  return r;
}

std::string AuditText(const AuditReport& r) {
  const Corpus& nc = *r.new_corpus;
  const Corpus& oc = *r.old_corpus;
  std::string out = "audit of " + r.old_name + " -> " + r.new_name + "\n";
  out += std::to_string(r.changed) + " changed, " + std::to_string(r.added) +
         " added, " + std::to_string(r.removed) + " removed; " +
         std::to_string(r.impacted) +
         " provision(s) of the new corpus depend on a change\n";
  for (const ProvisionChange& c : r.changes) {
    bool is_new = c.new_provision != kNoProvision;
    const Provision& p = is_new ? nc.provisions[c.new_provision]
                                : oc.provisions[c.old_provision];
    const Corpus& in = is_new ? nc : oc;
    out += "\n" + std::string(ChangeKindName(c.kind)) + " " +
           c.key.ToString() + "  " + in.documents[p.doc].spec.file + ":" +
           std::to_string(p.line) + "\n";
    if (c.heading_changed)
      out += "  heading: \"" + oc.provisions[c.old_provision].heading +
             "\" -> \"" + p.heading + "\"\n";
    if (c.text_changed) out += "  text: " + FormatWordDiff(c.words) + "\n";
    if (c.notes_changed)
      out += "  notes: " +
             FormatWordDiff(DiffWords(
                 JoinNotes(oc.provisions[c.old_provision].notes),
                 JoinNotes(p.notes))) +
             "\n";
    if (c.impact.empty()) {
      out += "  nothing in the corpus depends on it\n";
    } else {
      int32_t node = r.new_graph->NodeOf(c.key);
      out += DependencyText(nc, *r.new_graph, QueryKind::kImpact, {node},
                            c.impact, "  ");
    }
  }
  return out;
}

std::string AuditJson(const AuditReport& r) {
  const Corpus& nc = *r.new_corpus;
  const Corpus& oc = *r.old_corpus;
  std::vector<JsonObject> changes;
  for (const ProvisionChange& c : r.changes) {
    bool is_new = c.new_provision != kNoProvision;
    const Provision& p = is_new ? nc.provisions[c.new_provision]
                                : oc.provisions[c.old_provision];
    const Corpus& in = is_new ? nc : oc;
    JsonObject o;
    o.Set("kind", ChangeKindName(c.kind))
        .Set("key", c.key.ToString())
        .Set("doc", in.documents[p.doc].spec.file)
        .Set("line", p.line);
    if (c.old_provision != kNoProvision)
      o.Set("old_text", oc.provisions[c.old_provision].text);
    else
      o.SetNull("old_text");
    if (is_new)
      o.Set("new_text", p.text);
    else
      o.SetNull("new_text");
    std::vector<JsonObject> words;
    for (const WordChange& w : c.words) {
      JsonObject wo;
      wo.Set("op", w.op == WordChange::Op::kSame      ? "="
                   : w.op == WordChange::Op::kAdded ? "+"
                                                    : "-")
          .Set("text", w.text);
      words.push_back(std::move(wo));
    }
    o.Set("diff", std::move(words));
    if (c.heading_changed)
      o.Set("heading", std::vector<std::string>{
                           oc.provisions[c.old_provision].heading, p.heading});
    if (c.notes_changed) o.Set("notes_changed", true);
    std::vector<JsonObject> impact;
    for (const DependencyRow& row : c.impact)
      impact.push_back(DependencyRowJson(nc, *r.new_graph, row));
    o.Set("impact", std::move(impact));
    changes.push_back(std::move(o));
  }
  JsonObject summary;
  summary.Set("added", r.added)
      .Set("removed", r.removed)
      .Set("changed", r.changed)
      .Set("impacted", r.impacted);
  JsonObject top;
  top.Set("old", r.old_name).Set("new", r.new_name);
  top.Set("summary", std::move(summary));
  top.Set("changes", std::move(changes));
  return top.Dump() + "\n";
}

}  // namespace lexgraph
