// Provision keys (spec/keys.md): CODE:PATH, the names of provisions inside
// and outside the corpus. Parsing, printing, comparison and containment.
#ifndef LEXGRAPH_CORPUS_KEY_H_
#define LEXGRAPH_CORPUS_KEY_H_

#include <compare>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lexgraph {

class Key {
 public:
  Key() = default;
  // Builds a key from a code and a path as written; the path is normalized
  // (spaces removed, dashes of any kind become '-'). No validation.
  Key(std::string_view code, std::string_view path);

  // Parses "code:path". Returns nullopt when the code is not lower-case
  // letters, digits and '-', or the path is empty.
  static std::optional<Key> Parse(std::string_view text);

  const std::string& code() const { return code_; }
  const std::string& path() const { return path_; }
  bool empty() const { return code_.empty(); }

  // "code:path" in the official form.
  std::string ToString() const;
  // The comparison form: one trailing period removed. Equal keys have equal
  // canonical forms.
  std::string Canonical() const;

  // The path split into its levels: "30.12(1g)(jm)7.a." gives
  // {"30.12", "(1g)", "(jm)", "7.", "a."}; "1/ch.10/subch.VII" gives
  // {"1", "ch.10", "subch.VII"} joined by '/'.
  std::vector<std::string> Components() const;

  // The key one level up by the path alone: 30.12(1g)(f) -> 30.12(1g);
  // ch.17/p12 -> ch.17; nullopt for a one-level path such as 30.12.
  std::optional<Key> PathParent() const;
  // PathParent, or for a one-level path the body's container (Container).
  std::optional<Key> Parent() const;

  // The chapter (or other container) a top-level section belongs to by the
  // body's numbering: wis-stat:30.12 -> wis-stat:ch.30,
  // wis-adm:NR115.05 -> wis-adm:ch.NR115, iowa-iac:571-16.7 ->
  // iowa-iac:ch.571-16, jefferson-co:22-997 -> jefferson-co:ch.22.
  std::optional<Key> Container() const;

  // True when this key is `other` or lies under it (by Parent steps).
  bool IsWithin(const Key& other) const;

  friend bool operator==(const Key& a, const Key& b) {
    if (a.code_ != b.code_) return false;
    std::string_view x = a.path_, y = b.path_;
    if (!x.empty() && x.back() == '.') x.remove_suffix(1);
    if (!y.empty() && y.back() == '.') y.remove_suffix(1);
    return x == y;
  }
  friend std::strong_ordering operator<=>(const Key& a, const Key& b) {
    if (auto c = a.code_ <=> b.code_; c != 0) return c;
    return a.Canonical() <=> b.Canonical();
  }

 private:
  std::string code_;
  std::string path_;
};

// True for paths of containers above sections: chapters, subchapters,
// parts, articles, units, subtitles, and bare title numbers ("usc:9").
bool IsContainerPath(std::string_view path);

// Normalizes a path as written into key spelling: removes white space and
// turns en/em dashes and the like into '-'.
std::string NormalizeKeyPath(std::string_view path);

struct KeyHash {
  size_t operator()(const Key& k) const {
    std::string_view path = k.path();
    if (!path.empty() && path.back() == '.') path.remove_suffix(1);
    size_t h = std::hash<std::string_view>()(k.code());
    return h ^ (std::hash<std::string_view>()(path) + 0x9e3779b97f4a7c15ULL +
                (h << 6) + (h >> 2));
  }
};

}  // namespace lexgraph

#endif  // LEXGRAPH_CORPUS_KEY_H_
