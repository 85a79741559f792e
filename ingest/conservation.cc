// Word-multiset comparison of sources and provisions. The words of a text
// source are those of its bytes; the words of an XML source (dc-law-xml,
// uslm, akn) those of its text nodes, as ingest/xml_text.h defines them.
#include "ingest/conservation.h"

#include <map>

#include "corpus/words.h"
#include "ingest/jsonl_sections.h"
#include "ingest/source_text.h"
#include "ingest/xml_text.h"

namespace lexgraph {

int CheckConservation(const Corpus& corpus, Reporter* reporter) {
  int differing = 0;
  for (const Document& d : corpus.documents) {
    Reporter scratch;
    Result<SourceText> src =
        SourceText::Load(d.spec.path, d.spec.file, &scratch,
                         XmlVocabularyFor(d.spec.format) ? SourceKind::kXml : SourceKind::kText);
    if (!src.ok()) {
      reporter->Error({d.spec.file, 0, 0}, "cannot read source to check");
      ++differing;
      continue;
    }
    if (d.spec.format == "jsonl-sections") {
      // JSON Lines: the words of the fields, line by line.
      differing += !CheckJsonlSectionsWords(corpus, d, *src, reporter);
      continue;
    }
    std::map<std::string, int> counts;
    if (const XmlVocabulary* vocab = XmlVocabularyFor(d.spec.format)) {
      Result<std::string> words = XmlSourceWords(*src, *vocab);
      if (!words.ok()) {
        reporter->Error({d.spec.file, 0, 0},
                        "cannot check: the XML does not parse");
        ++differing;
        continue;
      }
      CountWords(*words, +1, &counts);
    } else {
      CountWords(src->text(), +1, &counts);
    }
    std::map<int32_t, const std::string*> written;  // doubled labels
    for (const DoubledLabel& l : d.doubled_labels)
      written[l.provision] = &l.written;
    auto count = [&](const Provision& p) {
      auto w = written.find(static_cast<int32_t>(&p - corpus.provisions.data()));
      CountWords(w != written.end() ? *w->second : p.label, -1, &counts);
      CountWords(p.heading, -1, &counts);
      CountWords(p.text, -1, &counts);
      for (const auto& n : p.notes) CountWords(n, -1, &counts);
    };
    for (int32_t id : d.provisions) count(corpus.provisions[id]);
    // A copy read once stands for the words of the provision it repeats
    // and of everything under it.
    for (const RepeatedCopy& r : d.repeated) {
      std::vector<int32_t> todo = {r.provision};
      while (!todo.empty()) {
        const Provision& p = corpus.provisions[todo.back()];
        todo.pop_back();
        count(p);
        todo.insert(todo.end(), p.children.begin(), p.children.end());
      }
    }
    SettleSplitWords(&counts);
    int reported = 0;
    bool differs = false;
    for (const auto& [word, n] : counts) {
      if (n == 0) continue;
      differs = true;
      if (++reported > 20) continue;
      int line = 0;
      const auto& lines = src->lines();
      for (size_t i = 0; i < lines.size() && line == 0; ++i) {
        std::map<std::string, int> one;
        CountWords(lines[i], 1, &one);
        if (one.count(word)) line = static_cast<int>(i + 1);
      }
      std::string what = n > 0 ? "lost" : "doubled";
      int times = n > 0 ? n : -n;
      reporter->Error({d.spec.file, line, 0},
                      "word '" + word + "' " + what + " " +
                          std::to_string(times) + " time(s)",
                      line > 0 ? std::string(lines[line - 1]) : "");
    }
    if (reported > 20)
      reporter->Error({d.spec.file, 0, 0},
                      std::to_string(reported - 20) + " more words differ");
    differing += differs;
  }
  return differing;
}

}  // namespace lexgraph
