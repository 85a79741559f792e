// JSON via nlohmann-json.
#include "codec/json.h"

#include <nlohmann/json.hpp>

namespace lexgraph {

using nlohmann::ordered_json;

struct JsonObject::Impl {
  ordered_json j = ordered_json::object();
};

JsonObject::JsonObject() : impl_(std::make_unique<Impl>()) {}
JsonObject::~JsonObject() = default;
JsonObject::JsonObject(JsonObject&&) noexcept = default;
JsonObject& JsonObject::operator=(JsonObject&&) noexcept = default;

JsonObject& JsonObject::Set(std::string_view name, std::string_view value) {
  impl_->j[std::string(name)] = std::string(value);
  return *this;
}
JsonObject& JsonObject::Set(std::string_view name, long long value) {
  impl_->j[std::string(name)] = value;
  return *this;
}
JsonObject& JsonObject::Set(std::string_view name, double value) {
  impl_->j[std::string(name)] = value;
  return *this;
}
JsonObject& JsonObject::Set(std::string_view name, bool value) {
  impl_->j[std::string(name)] = value;
  return *this;
}
JsonObject& JsonObject::SetNull(std::string_view name) {
  impl_->j[std::string(name)] = nullptr;
  return *this;
}
JsonObject& JsonObject::Set(std::string_view name,
                            const std::vector<std::string>& values) {
  impl_->j[std::string(name)] = values;
  return *this;
}
JsonObject& JsonObject::Set(std::string_view name,
                            std::vector<JsonObject> objects) {
  ordered_json arr = ordered_json::array();
  for (auto& o : objects) arr.push_back(std::move(o.impl_->j));
  impl_->j[std::string(name)] = std::move(arr);
  return *this;
}

JsonObject& JsonObject::Set(std::string_view name, JsonObject object) {
  impl_->j[std::string(name)] = std::move(object.impl_->j);
  return *this;
}

std::string JsonObject::Dump() const {
  return impl_->j.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

namespace {

std::string ScalarText(const ordered_json& v) {
  if (v.is_string()) return v.get<std::string>();
  return v.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

}  // namespace

Result<FlatJson> ParseFlatJson(std::string_view line) {
  ordered_json j = ordered_json::parse(line, nullptr, false);
  if (j.is_discarded()) return Status::Error("not valid JSON");
  if (!j.is_object()) return Status::Error("not a JSON object");
  FlatJson out;
  for (auto it = j.begin(); it != j.end(); ++it) {
    std::vector<std::string>& vals = out[it.key()];
    const ordered_json& v = it.value();
    if (v.is_null()) continue;
    if (v.is_array()) {
      for (const auto& e : v) vals.push_back(ScalarText(e));
    } else {
      vals.push_back(ScalarText(v));
    }
  }
  return out;
}

std::string ProvisionJson(const Corpus& corpus, const Provision& p) {
  JsonObject o;
  o.Set("key", p.key.ToString());
  o.Set("doc", corpus.documents[p.doc].spec.file);
  o.Set("line", p.line);
  o.Set("end_line", p.end_line);
  if (p.parent == kNoProvision)
    o.SetNull("parent");
  else
    o.Set("parent", corpus.provisions[p.parent].key.ToString());
  o.Set("label", p.label);
  o.Set("heading", p.heading);
  o.Set("text", p.text);
  o.Set("notes", p.notes);
  if (p.implied) o.Set("implied", true);
  return o.Dump();
}

namespace {

JsonObject CitationObject(const Corpus& corpus, const Citation& c) {
  JsonObject o;
  o.Set("doc", corpus.documents[c.doc].spec.file);
  o.Set("source", c.source == kNoProvision
                      ? std::string()
                      : corpus.provisions[c.source].key.ToString());
  o.Set("line", c.line);
  o.Set("text", c.text);
  std::vector<std::string> targets;
  for (const Key& k : c.targets) targets.push_back(k.ToString());
  o.Set("targets", targets);
  o.Set("status", c.status == CitationStatus::kResolved ? "resolved"
                                                        : "unresolved");
  if (c.status == CitationStatus::kUnresolved) o.Set("reason", c.reason);
  if (!c.relation.empty()) o.Set("relation", c.relation);
  if (c.self_reference) o.Set("self_reference", true);
  if (c.in_heading) o.Set("in_heading", true);
  return o;
}

}  // namespace

std::string CitationJson(const Corpus& corpus, const Citation& c) {
  return CitationObject(corpus, c).Dump();
}

std::string CitationDataJson(const Corpus& corpus, const Citation& c) {
  JsonObject o = CitationObject(corpus, c);
  o.Set("begin", static_cast<long long>(c.begin));
  o.Set("end", static_cast<long long>(c.end));
  if (!c.range_members.empty()) {
    std::vector<std::string> members;
    for (const Key& k : c.range_members) members.push_back(k.ToString());
    o.Set("range_members", members);
  }
  return o.Dump();
}

}  // namespace lexgraph
