// Fuzz target: Key::Parse, then Components, the Parent chain, IsWithin and
// the printing round trip on the key it gives.
#include <string>
#include <string_view>

#include "corpus/key.h"
#include "fuzz/fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // Two keys: the input split at its first newline.
  size_t nl = text.find('\n');
  std::optional<Key> key = Key::Parse(text.substr(0, nl));
  std::optional<Key> other =
      nl == std::string_view::npos ? std::nullopt : Key::Parse(text.substr(nl + 1));
  if (!key) return 0;
  const std::string printed = key->ToString();
  std::optional<Key> again = Key::Parse(printed);
  FUZZ_CHECK(again && *again == *key, "'" + printed + "' does not parse back");
  FUZZ_CHECK(KeyHash()(*again) == KeyHash()(*key), printed);
  FUZZ_CHECK(key->IsWithin(*key), printed);
  std::vector<std::string> comps = key->Components();
  (void)key->Canonical();
  (void)key->Container();
  // The parent chain ends, each step at most as long as the one before.
  int steps = 0;
  for (std::optional<Key> p = key->Parent(); p; p = p->Parent()) {
    FUZZ_CHECK(++steps <= static_cast<int>(printed.size()) + 2,
               "Parent chain of '" + printed + "' does not end");
    FUZZ_CHECK(key->IsWithin(*p), printed + " not within " + p->ToString());
  }
  steps = 0;
  for (std::optional<Key> p = key->PathParent(); p; p = p->PathParent())
    FUZZ_CHECK(++steps <= static_cast<int>(comps.size()),
               "PathParent chain of '" + printed + "' longer than its " +
                   std::to_string(comps.size()) + " components");
  if (other) {
    bool within = key->IsWithin(*other);
    if (within && other->IsWithin(*key))
      FUZZ_CHECK(*key == *other, printed + " and " + other->ToString() +
                                     " within each other");
    (void)(*key <=> *other);
  }
  return 0;
}
