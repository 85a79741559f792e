// Staging folder and atomic swap of the build output.
#include "app/output_dir.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

namespace lexgraph {
namespace fs = std::filesystem;

namespace {
std::string Suffix() {
  std::random_device rd;
  return std::to_string(getpid()) + "-" + std::to_string(rd() % 1000000);
}
}  // namespace

Result<OutputDir> OutputDir::Begin(const std::string& out) {
  fs::path target = fs::absolute(out).lexically_normal();
  if (target.filename().empty()) target = target.parent_path();
  std::error_code ec;
  fs::create_directories(target.parent_path(), ec);
  if (ec)
    return Status::Error(target.parent_path().string() +
                         ": cannot create folder: " + ec.message());
  fs::path staging = target.parent_path() /
                     ("." + target.filename().string() + ".tmp-" + Suffix());
  fs::create_directory(staging, ec);
  if (ec)
    return Status::Error(staging.string() +
                         ": cannot create staging folder: " + ec.message());
  return OutputDir(target.string(), staging.string());
}

OutputDir::OutputDir(OutputDir&& o) noexcept
    : out_(std::move(o.out_)), staging_(std::move(o.staging_)),
      committed_(o.committed_) {
  o.staging_.clear();
}

OutputDir::~OutputDir() {
  if (!committed_ && !staging_.empty()) {
    std::error_code ec;
    fs::remove_all(staging_, ec);
  }
}

Result<std::string> OutputDir::Path(const std::string& rel) const {
  fs::path p = fs::path(staging_) / rel;
  std::error_code ec;
  fs::create_directories(p.parent_path(), ec);
  if (ec) return Status::Error(p.parent_path().string() + ": " + ec.message());
  return p.string();
}

Status OutputDir::WriteFile(const std::string& rel,
                            const std::string& content) const {
  Result<std::string> p = Path(rel);
  if (!p.ok()) return p.status();
  std::ofstream f(*p, std::ios::binary);
  f << content;
  f.close();
  if (!f) return Status::Error(*p + ": write failed");
  return Status::Ok();
}

Status OutputDir::Commit() {
  std::error_code ec;
  fs::path old;
  if (fs::exists(out_, ec)) {
    old = fs::path(out_).parent_path() /
          ("." + fs::path(out_).filename().string() + ".old-" + Suffix());
    fs::rename(out_, old, ec);
    if (ec) return Status::Error(out_ + ": cannot move aside: " + ec.message());
  }
  fs::rename(staging_, out_, ec);
  if (ec) {
    std::error_code ec2;
    if (!old.empty()) fs::rename(old, out_, ec2);
    return Status::Error(out_ + ": cannot put output in place: " + ec.message());
  }
  committed_ = true;
  if (!old.empty()) fs::remove_all(old, ec);
  return Status::Ok();
}

}  // namespace lexgraph
