// The inline label grammar shared by the readers that recover a provision
// tree from text in which labels run inline ("(1am) … (a) … 1. … a."): each
// state's label style (which kind of label stands at which depth), the order
// of labels within a level, and the stack of open labels that decides
// whether a label is the next sibling, a first child or out of order.
#ifndef LEXGRAPH_INGEST_LABEL_GRAMMAR_H_
#define LEXGRAPH_INGEST_LABEL_GRAMMAR_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lexgraph {

enum class LabelKind : uint8_t {
  kParenNum,    // (1), (1am)
  kParenLower,  // (a), (am), (aa)
  kParenRoman,  // (i), (iv)
  kParenUpper,  // (A), (AA)
  kDotNum,      // 1., 1m.
  kDotLower,    // a.
};

// A state's label style: the kind of label at each depth, outermost first.
struct LabelStyle {
  const char* name;
  std::vector<LabelKind> levels;
  // Dot labels become parenthesized key components (Iowa "1." -> "(1)");
  // otherwise the key spells the label as written ("(1g)", "7.").
  bool parenthesize_dot_keys = false;
};

// Wisconsin (1am) (a) 1. a.; Washington (1)(a)(i)(A); Connecticut
// (a)(1)(A)(i), as the Uniform Commercial Code's revised articles label in
// every state; Pennsylvania (a)(1)(i)(A); Iowa 1. a. (1) (a).
const LabelStyle& WisconsinStyle();
const LabelStyle& WashingtonStyle();
const LabelStyle& ConnecticutStyle();
const LabelStyle& PennsylvaniaStyle();
const LabelStyle& IowaStyle();
// The style for a state name ("iowa") or key code ("iowa-code"); nullptr
// when neither is known.
const LabelStyle* StyleFor(std::string_view state_or_code);

// One reading of a label: its kind and its place in the order, a major
// ordinal (1 for "(1)", "a" and "i") and a minor suffix ("am" -> major 1,
// minor "m"; "(1am)" -> major 1, minor "am").
struct LabelReading {
  LabelReading() = default;
  explicit LabelReading(LabelKind k) : kind(k) {}
  LabelKind kind = LabelKind::kParenNum;
  int major = 0;
  std::string minor;
};

// Reads a label at the start of `text`: "(1am)", "(a)", "(iv)", "(A)",
// "1m.", "a.". Returns its length (0 when there is none) and fills
// `readings` with every kind it can be ("(i)" is a letter and a numeral).
size_t ReadLabel(std::string_view text, std::vector<LabelReading>* readings);

// How well a label continues the labels open before it.
enum class LabelFit : uint8_t {
  kNone,      // out of order: not a label here
  kGap,       // in order but skipping ((a) then (d)), or starting late
  kExpected,  // the next sibling or the first child
};

struct LabelDecision {
  LabelFit fit = LabelFit::kNone;
  int level = 0;     // depth in the style
  size_t keep = 0;   // open labels kept (the new one's ancestors)
  LabelReading reading{LabelKind::kParenNum};
};

// The labels open at a point of the text, outermost first.
class LabelStack {
 public:
  explicit LabelStack(const LabelStyle* style) : style_(style) {}

  struct Entry {
    int level;
    LabelReading reading;
    std::string component;  // key component ("(1g)", "7.", "(1)" for Iowa 1.)
    int32_t provision;
  };

  // The best place for `label` (as written) among the open labels.
  // `prefer_child` breaks ties toward a first child (after a colon).
  LabelDecision Fit(std::string_view label, bool prefer_child) const;
  // Opens `label` as decided, for `provision`.
  void Push(const LabelDecision& d, std::string_view label, int32_t provision);
  // Rebuilds the stack from key components of a full locator
  // ("(1g)", "(jm)", "7.") and their provisions.
  void Assign(const std::vector<std::string>& components,
              const std::vector<int32_t>& provisions);
  void Clear() { entries_.clear(); }

  const std::vector<Entry>& entries() const { return entries_; }
  // The open labels' key components joined: "(1g)(jm)7.".
  std::string Path(size_t count) const;
  // The key component for a label as written.
  std::string Component(std::string_view label) const;
  const LabelStyle& style() const { return *style_; }

 private:
  const LabelStyle* style_;
  std::vector<Entry> entries_;
};

// Citation context for inline labels: tracks, token by token, whether the
// text is inside a citation ("sub. (1g) (f)", "s. 30.206 (3r)", "pars. (b)
// and (c)", "subsection (2)(b) of this section"), in which a label-shaped
// token is part of the citation, not a new provision.
class CitationContext {
 public:
  explicit CitationContext(const LabelStyle* style) : style_(style) {}
  // True when a label at `level` at this point continues a citation.
  bool Continues(int level) const;
  // Feeds the next white-space-separated token of the text.
  void Feed(std::string_view token);
  void Reset() { active_ = false; }

 private:
  const LabelStyle* style_;
  bool active_ = false;
  int last_level_ = -1;  // deepest level cited so far; -1 any
};

// True for words that introduce a citation in any of the styles ("s.",
// "sub.", "par.", "subsection", "section", "RCW", "§", "and", "or", "to",
// "under", a token ending in ','), after which a label belongs to it.
bool IsLabelCitationLeadIn(std::string_view token);

// True when `token` (the text before a candidate label) ends a sentence or
// a clause: its last character, closing quotes aside, is '.', ':' or ';',
// or it ends in a Pennsylvania heading's ".--".
bool EndsClause(std::string_view token);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_LABEL_GRAMMAR_H_
